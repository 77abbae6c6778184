import { localeOf, settings, useT } from '../../src/index.ts';
import { clock, dayIndex, dayName, openState, type Week } from './openingHours.ts';
import type { PointTexts } from './pointTexts.ts';

/** 'Open now' or the next opening ('Opens Tuesday at 09:00'), from the week and the time now. */
export function OpenNow({ week, now, texts }: { week: Week; now: Date; texts: PointTexts }) {
  const state = openState(week, now);
  if (state.kind === 'open') return <span className="pickup-hours__now is-open">{texts.openNow}</span>;
  if (state.kind === 'unknown') return null;
  return <span className="pickup-hours__now">{texts.opensAt(state)}</span>;
}

/** The week as a table, today marked; unreadable entries listed as they came. */
export function WeekTable({ week, now }: { week: Week; now: Date }) {
  const t = useT();
  const locale = localeOf(settings().culture);
  const today = dayIndex(now);
  return (
    <>
      <table className="pickup-hours">
        <caption className="visually-hidden">{t('Shippings.OpeningHours')}</caption>
        <tbody>
          {week.days.map((d) => (
            <tr
              key={d.day}
              className={d.day === today ? 'is-today' : undefined}
              aria-current={d.day === today ? 'date' : undefined}
            >
              <th scope="row">{dayName(d.day, locale)}</th>
              <td>
                {d.ranges.length === 0
                  ? t('Shippings.ClosedDay')
                  : d.ranges.map((r) => `${clock(r.open)}–${clock(r.close)}`).join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {week.other.map((line) => (
        <p key={line} className="pickup-hours__other">
          {line}
        </p>
      ))}
    </>
  );
}
