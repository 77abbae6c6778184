/**
 * Opening hours as carriers send them (`StandardHoursOfOperation`): entries separated by
 * semicolons, each `Day hh:mm-hh:mm[,hh:mm-hh:mm]` or `Day closed` (Day: Mon..Sun). Anything else
 * is kept as a text line, never an error.
 */
export interface OpeningRange {
  /** Minutes from midnight. */
  open: number;
  close: number;
}

export interface DayHours {
  /** 0 = Monday … 6 = Sunday. */
  day: number;
  ranges: OpeningRange[];
}

export interface Week {
  days: DayHours[];
  /** Entries that could not be read, shown as they came. */
  other: string[];
}

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

function minutes(text: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const value = Number(match[1]) * 60 + Number(match[2]);
  return value <= 24 * 60 ? value : undefined;
}

function rangesOf(text: string): OpeningRange[] | undefined {
  if (/^closed$/i.test(text.trim())) return [];
  const ranges: OpeningRange[] = [];
  for (const part of text.split(',')) {
    const [from, to] = part.split('-');
    const open = minutes(from ?? '');
    const close = minutes(to ?? '');
    if (open === undefined || close === undefined || close <= open) return undefined;
    ranges.push({ open, close });
  }
  return ranges;
}

/** Splits the semicolon-separated entries into days (sorted Monday first) and unreadable lines. */
export function parseOpeningHours(text: string): Week {
  const week: Week = { days: [], other: [] };
  for (const raw of String(text ?? '').split(';')) {
    const entry = raw.trim();
    if (!entry) continue;
    const match = /^([A-Za-z]{3})[a-z]*\.?:?\s+(.+)$/.exec(entry);
    const day = match ? DAYS.indexOf((match[1] ?? '').toLowerCase()) : -1;
    const ranges = match && day >= 0 ? rangesOf(match[2] ?? '') : undefined;
    if (ranges && !week.days.some((d) => d.day === day)) week.days.push({ day, ranges });
    else week.other.push(entry);
  }
  week.days.sort((a, b) => a.day - b.day);
  return week;
}

/** Monday-first day index of a date. */
export const dayIndex = (date: Date) => (date.getDay() + 6) % 7;

export type OpenState =
  | { kind: 'open' }
  | { kind: 'opens'; day: number; minutes: number; inDays: number }
  | { kind: 'unknown' };

/** Open now, else the next opening within a week (day, time, days from today), else unknown. */
export function openState(week: Week, now: Date): OpenState {
  if (week.days.length === 0) return { kind: 'unknown' };
  const today = dayIndex(now);
  const current = now.getHours() * 60 + now.getMinutes();
  for (let inDays = 0; inDays <= 7; inDays++) {
    const day = (today + inDays) % 7;
    const hours = week.days.find((d) => d.day === day);
    for (const range of hours?.ranges ?? []) {
      if (inDays === 0 && current >= range.open && current < range.close) return { kind: 'open' };
      if (inDays > 0 || range.open > current) return { kind: 'opens', day, minutes: range.open, inDays };
    }
  }
  return { kind: 'unknown' };
}

/** `09:00` from minutes. */
export function clock(value: number): string {
  const h = Math.floor(value / 60);
  const m = value % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/**
 * The week days (Monday first) in the shop's seven languages, as `Intl.DateTimeFormat` writes them
 * (a unit test compares them): making the first `Intl` date formatter of a page loads the locale's
 * calendar data, one task of about 70 ms at 4x CPU slowdown, in the middle of the modal's opening.
 */
const DAY_NAMES: Readonly<Record<string, readonly string[]>> = {
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  nl: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
  es: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  de: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  it: ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
  pt: ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado', 'domingo'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

/** A week day's name in a locale (0 = Monday): the shop's languages from the table, others from `Intl`. */
export function dayName(day: number, locale: string): string {
  const known = DAY_NAMES[locale.slice(0, 2).toLowerCase()]?.[day];
  // 2024-01-01 was a Monday.
  return known ?? weekdayFormat(locale).format(Date.UTC(2024, 0, 1 + day));
}

/** One formatter per locale: a list of 200 points names 1,400 days, and a formatter is slow to make. */
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

function weekdayFormat(locale: string): Intl.DateTimeFormat {
  let format = weekdayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    weekdayFormats.set(locale, format);
  }
  return format;
}
