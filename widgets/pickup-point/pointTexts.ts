import { localeOf, type t as translate } from '../../src/index.ts';
import { clock, dayName, type OpenState } from './openingHours.ts';

/**
 * The words of the list's items, translated once per list rather than once per item: a list of
 * 200 points would otherwise make 800 calls of `t` (a quarter of its rendering time). The texts
 * with a value (distance, next opening) are kept per value, as many points share them.
 */
export interface PointTexts {
  openingHours: string;
  openNow: string;
  /** 'Opens Tuesday at 09:00' (or 'today'), for a point not open now. */
  opensAt(state: Extract<OpenState, { kind: 'opens' }>): string;
  /** '1,2 km' in the page's language. */
  distance(km: number): string;
}

/**
 * A distance in km with one decimal and the shop's decimal comma (the shop writes amounts with a
 * comma separator): `1,2`. No `Intl` formatter: making one costs more than the whole list's
 * distances.
 */
export function kmText(km: number): string {
  return (Math.round(km * 10) / 10).toFixed(1).replace('.', ',');
}

function remembered<K>(make: (key: K) => string): (key: K) => string {
  const seen = new Map<K, string>();
  return (key) => {
    let text = seen.get(key);
    if (text === undefined) {
      text = make(key);
      seen.set(key, text);
    }
    return text;
  };
}

/** The list's texts in a culture, from `t` as it is now (build them again once the strings arrive). */
export function pointTexts(t: typeof translate, culture: string): PointTexts {
  const locale = localeOf(culture);
  const today = t('Shippings.Today');
  const opensAt = remembered((key: string) => {
    const [day = 0, minutes = 0, inDays = 0] = key.split(':').map(Number);
    return t('Shippings.OpensAt', { day: inDays === 0 ? today : dayName(day, locale), time: clock(minutes) });
  });
  const distance = remembered((tenths: number) =>
    t('Shippings.DistanceKm', { distance: kmText(tenths / 10) }),
  );
  return {
    openingHours: t('Shippings.OpeningHours'),
    openNow: t('Shippings.OpenNow'),
    opensAt: (state) => opensAt(`${state.day}:${state.minutes}:${state.inDays === 0 ? 0 : 1}`),
    distance: (value) => distance(Math.round(value * 10)),
  };
}
