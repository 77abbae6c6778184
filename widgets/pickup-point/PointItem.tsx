import { useMemo } from 'react';
import { localeOf, settings, useT } from '../../src/index.ts';
import { OpenNow, WeekTable } from './OpeningHours.tsx';
import { parseOpeningHours } from './openingHours.ts';
import type { PickupPoint } from './pickupPoint.ts';

/** One formatter per locale (a formatter is slow to make; a list may hold 200 points). */
const kmFormats = new Map<string, Intl.NumberFormat>();

function distanceText(km: number): string {
  const locale = localeOf(settings().culture);
  let format = kmFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
    kmFormats.set(locale, format);
  }
  return format.format(km);
}

function Details({ point, now }: { point: PickupPoint; now: Date }) {
  const t = useT();
  const week = useMemo(() => parseOpeningHours(point.hours), [point.hours]);
  return (
    <details className="pickup-point__details">
      <summary>
        {t('Shippings.OpeningHours')} <span className="visually-hidden">{point.name}</span>
      </summary>
      {point.imageUrl ? (
        <img className="pickup-point__image" src={point.imageUrl} alt="" width={96} height={64} />
      ) : null}
      <WeekTable week={week} now={now} />
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
    </details>
  );
}

/** One point of the list: a radio (the list is a radio group) with its summary, and its details. */
export function PointItem({
  point,
  selected,
  now,
  onSelect,
}: {
  point: PickupPoint;
  selected: boolean;
  now: Date;
  onSelect: (id: string) => void;
}) {
  const t = useT();
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
        <span className="pickup-point__distance">
          {t('Shippings.DistanceKm', { distance: distanceText(point.distance) })}
        </span>{' '}
        <OpenNow week={week} now={now} />
      </div>
      <Details point={point} now={now} />
    </li>
  );
}
