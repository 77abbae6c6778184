import { memo, useMemo, useState } from 'react';
import { useT } from '../../src/index.ts';
import { OpenNow, WeekTable } from './OpeningHours.tsx';
import { parseOpeningHours, type Week } from './openingHours.ts';
import { chargesExtra, type PickupPoint } from './pickupPoint.ts';
import type { PointTexts } from './pointTexts.ts';

/**
 * What a point's details show once opened: picture, week, latest drop-off time, an extra charge
 * notice, phone and the carrier's notes.
 */
function DetailsBody({ point, week, now }: { point: PickupPoint; week: Week; now: Date }) {
  const t = useT();
  return (
    <>
      {point.imageUrl ? (
        <img className="pickup-point__image" src={point.imageUrl} alt="" width={96} height={64} />
      ) : null}
      <WeekTable week={week} now={now} />
      {point.latestAirDropOffTime ? (
        <p className="pickup-point__drop-off">
          {t('Shippings.PickupLatestDropOff', { time: point.latestAirDropOffTime })}
        </p>
      ) : null}
      {chargesExtra(point) ? (
        <p className="pickup-point__charge">{t('Shippings.PickupAdditionalCharge')}</p>
      ) : null}
      {point.phone ? (
        <p>
          {t('Shippings.Phone')} : <a href={`tel:${point.phone.replace(/\s+/g, '')}`}>{point.phone}</a>
        </p>
      ) : null}
      {[point.informations, point.comments, point.specialInstructions, point.additionalComments]
        .filter(Boolean)
        .map((text) => (
          <p key={text}>{text}</p>
        ))}
    </>
  );
}

/**
 * A closed `<details>` whose body is rendered only once it opens: a list of 200 points would
 * otherwise build 200 hidden week tables (the opening's main cost at 4x CPU slowdown). Only the
 * selected point's summary is a Tab stop: the arrows move the selection through the list, and
 * Choose stays a few Tabs after it, not one per point.
 */
function Details({
  point,
  week,
  now,
  texts,
  tabbable,
}: {
  point: PickupPoint;
  week: Week;
  now: Date;
  texts: PointTexts;
  tabbable: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className="pickup-point__details" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary tabIndex={tabbable ? undefined : -1}>
        {texts.openingHours} <span className="visually-hidden">{point.name}</span>
      </summary>
      {open ? <DetailsBody point={point} week={week} now={now} /> : null}
    </details>
  );
}

/**
 * One point of the list: a radio (the list is a radio group) with its summary, and its details.
 * Memoised: a selection or a new slice of the list renders only the items that changed. Its words
 * come translated from the list (`texts`): no `t` call nor strings hook per item.
 */
export const PointItem = memo(function PointItem({
  point,
  selected,
  now,
  texts,
  onSelect,
}: {
  point: PickupPoint;
  selected: boolean;
  now: Date;
  texts: PointTexts;
  onSelect: (id: string) => void;
}) {
  const id = `pickup-point-${point.id.replace(/[^\w-]/g, '_')}`;
  const week = useMemo(() => parseOpeningHours(point.hours), [point.hours]);
  return (
    <li className={`pickup-point${selected ? ' is-active' : ''}`} data-point-id={point.id}>
      <input
        type="radio"
        id={id}
        name="vitrine-pickup-point"
        value={point.id}
        checked={selected}
        onChange={() => onSelect(point.id)}
        aria-describedby={`${id}-summary`}
      />
      <label htmlFor={id} className="pickup-point__name">
        {point.name}
      </label>
      <div id={`${id}-summary`} className="pickup-point__summary">
        <span className="pickup-point__address">
          {point.address}, {point.postCode} {point.city}
        </span>{' '}
        <span className="pickup-point__distance">{texts.distance(point.distance)}</span>{' '}
        <OpenNow week={week} now={now} texts={texts} />
      </div>
      <Details point={point} week={week} now={now} texts={texts} tabbable={selected} />
    </li>
  );
});
