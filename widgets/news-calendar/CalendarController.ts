import { announce, parseDocument, replaceWithFragment, reportFailure, request, t } from '../../src/index.ts';
import { type CalendarInputs, calendarPath, linkDate, linkMonth, newslistPath } from './calendarPaths.ts';

/**
 * The calendar over the server's markup: month links load the month (`calendar` fragment) into
 * `.news-calendar__body`, day links load that day's posts (`newslist` fragment) into
 * `.news-calendar__posts`. While a call runs the calendar is `aria-busy`; a newer click replaces an
 * older call. Any failure (404, 5xx, dropped connection, time-out) shows an inline danger alert with
 * the generic error text (`Manager.UnknowsErrors`) and leaves what was shown in place.
 */
export class CalendarController {
  private readonly body: HTMLElement;
  private readonly posts: HTMLElement;
  private readonly abort = new AbortController();

  constructor(
    private readonly root: HTMLElement,
    private readonly inputs: CalendarInputs,
    private readonly timeout: number,
  ) {
    const body = root.querySelector<HTMLElement>('.news-calendar__body');
    const posts = root.querySelector<HTMLElement>('.news-calendar__posts');
    if (!body || !posts)
      throw new Error('news-calendar needs .news-calendar__body and .news-calendar__posts');
    this.body = body;
    this.posts = posts;
  }

  start(): void {
    this.root.addEventListener('click', (event) => this.onClick(event), { signal: this.abort.signal });
  }

  stop(): void {
    this.abort.abort();
    this.alert()?.remove();
    this.root.removeAttribute('aria-busy');
  }

  private onClick(event: MouseEvent): void {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest?.('a');
    if (!link || !this.root.contains(link)) return;
    const month = link.matches('[data-nav]') ? linkMonth(link) : undefined;
    const date = link.closest('.news-calendar__grid') ? linkDate(link) : undefined;
    if (!month && !date) return;
    event.preventDefault();
    event.stopPropagation();
    if (month) void this.showMonth(month.month, month.year, link.getAttribute('data-nav') ?? '');
    else if (date) void this.showDay(date);
  }

  /** A month or a day: the answer's HTML when it holds `needs`, else the alert (undefined). */
  private async load(path: string, needs: string): Promise<string | undefined> {
    this.root.setAttribute('aria-busy', 'true');
    const outcome = await request<string>('GET', path, {
      expect: 'html',
      key: `news-calendar:${this.inputs.categoryIds}`,
      signal: this.abort.signal,
      timeout: this.timeout,
    });
    if (outcome.kind === 'aborted') return undefined;
    this.root.removeAttribute('aria-busy');
    if (outcome.kind === 'failed') {
      // A 401 is the error policy's (the login); any other failure is the calendar's own alert.
      if (outcome.error.status === 401) reportFailure(outcome.error);
      else console.warn(outcome.error.message);
      this.showAlert();
      return undefined;
    }
    const html = typeof outcome.data === 'string' ? outcome.data : '';
    // An answer without the month or the day (an empty page, another page) fails the same way.
    if (!parseDocument(html).querySelector(needs)) {
      console.warn(`[vitrine] news-calendar: the answer of ${path} has no ${needs}`);
      this.showAlert();
      return undefined;
    }
    this.alert()?.remove();
    return html;
  }

  private async showMonth(month: number, year: number, nav: string): Promise<void> {
    const html = await this.load(calendarPath(this.inputs, month, year), '.news-calendar__month');
    if (html === undefined) return;
    const hadFocus = this.body.contains(document.activeElement);
    replaceWithFragment(this.body, html, 'the news calendar');
    announce(this.body.querySelector('.news-calendar__title')?.textContent ?? '', 'results');
    // Keep keyboard users where they were: on the same (previous or next) link of the new month.
    if (hadFocus) this.body.querySelector<HTMLElement>(`[data-nav="${nav}"]`)?.focus();
  }

  private async showDay(date: string): Promise<void> {
    const html = await this.load(newslistPath(this.inputs, date), '.news-calendar__day');
    if (html === undefined) return;
    replaceWithFragment(this.posts, html, 'the news of the day');
    for (const day of this.body.querySelectorAll('[data-date]')) {
      if (day.getAttribute('data-date') === date) day.setAttribute('aria-current', 'date');
      else day.removeAttribute('aria-current');
    }
    announce(this.posts.querySelector('h3')?.textContent ?? '', 'results');
  }

  private alert(): HTMLElement | null {
    return this.root.querySelector<HTMLElement>('.news-calendar__alert');
  }

  private showAlert(): void {
    const alert = this.alert() ?? document.createElement('div');
    alert.className = 'alert alert-danger news-calendar__alert';
    alert.textContent = t('Manager.UnknowsErrors');
    announce(alert.textContent, 'errors');
    if (!alert.isConnected) this.body.before(alert);
  }
}
