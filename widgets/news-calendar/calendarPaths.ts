/** What a news calendar shows (the CMS's calendar inputs: category ids, display-children flag, posts per page). */
export interface CalendarInputs {
  /** Base of the news widget endpoints, e.g. `widget/news` (resolved against the application path). */
  url: string;
  /** Category ids, comma separated (`0`: every category). */
  categoryIds: string;
  displayChildren: boolean;
  postsPerPage: number;
}

const base = (inputs: CalendarInputs) =>
  `${inputs.url.replace(/\/+$/, '')}/{kind}/${inputs.categoryIds}/${inputs.displayChildren}/${inputs.postsPerPage}`;

/** `{url}/calendar/{categoryIds}/{displayChildren}/{postsPerPage}/{month}/{year}` */
export function calendarPath(inputs: CalendarInputs, month: number, year: number): string {
  return `${base(inputs).replace('{kind}', 'calendar')}/${month}/${year}`;
}

/** `{url}/newslist/{categoryIds}/{displayChildren}/{postsPerPage}/{year-month-day}` */
export function newslistPath(inputs: CalendarInputs, date: string): string {
  return `${base(inputs).replace('{kind}', 'newslist')}/${date}`;
}

/** The month a navigation link leads to, from its `data-month` / `data-year`; undefined when malformed. */
export function linkMonth(link: Element): { month: number; year: number } | undefined {
  const month = Number(link.getAttribute('data-month'));
  const year = Number(link.getAttribute('data-year'));
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return undefined;
  return { month, year };
}

/** The day a day link stands for (`data-date`, `YYYY-MM-DD`); undefined when malformed. */
export function linkDate(link: Element): string | undefined {
  const date = link.getAttribute('data-date') ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
}
