import type { Page } from '@playwright/test';
import type { AnswerKind } from './answers.ts';
import type { ReadmeCall } from './readmeCalls.ts';

/**
 * Where the page tells the customer something: dialogs, growls, the CMS's alerts and status lines,
 * field errors, a form's error summary, and the widgets' messages shown in place (said to a screen
 * reader through the core's announcer, whose regions are not what a sighted customer sees).
 */
const FEEDBACK = [
  'dialog[open]',
  '.vitrine-growl__item',
  '[role="alert"]',
  '[role="status"]',
  '[aria-live]:not(#vitrine-announcer, #vitrine-alerter)',
  '.field-validation-error',
  '[data-error-summary]',
  '.checkout-errors',
  '.cart-line__status',
  '.add-to-cart__message',
  '.variant-form__message',
  '.variant-fragment__outdated',
  '.inline-edit__problem',
  '.wishlist__ordered',
  '.news-calendar__alert',
  '.viewer-360__notice',
  '.card-payment__status',
  '.vitrine-select-box__status',
  '.vitrine-copy__message',
  '.vitrine-error-modal__message',
].join(', ');

/** The texts the page shows the customer as feedback now, visible ones only. */
export function feedback(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    // A modal dialog is in the top layer, fixed: it has no offsetParent, yet it is what is seen.
    const shown = (el: Element) => el instanceof HTMLElement && el.checkVisibility();
    return [...document.querySelectorAll(selector)]
      .filter(shown)
      .map((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
  }, FEEDBACK);
}

/** What a message in the page's language never contains: a string key, an English error, a value's dump. */
const NOT_WORDS = [
  /(^|[\s(«"])[A-Z][A-Za-z]+\.[A-Z][A-Za-z]+([\s)».,:"]|$)/,
  /\b(undefined|NaN|null|Error|failed|Exception|Unexpected token)\b/,
  /\[object \w+\]|\{"/,
];

/** The problems of the messages shown: each must read as the page's language. */
export function wordingProblems(texts: string[]): string[] {
  return texts
    .filter((text) => NOT_WORDS.some((pattern) => pattern.test(text)))
    .map((text) => `a message not in the page's words: ${JSON.stringify(text.slice(0, 160))}`);
}

/** The controls still busy (`aria-busy`), visible ones, named for the report. */
export function busyControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-busy="true"]')]
      .filter((el) => el instanceof HTMLElement && el.offsetParent !== null)
      .map((el) => `${el.localName}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''}`),
  );
}

/** Whether a payload of the answer ran in the page. */
export const scriptRan = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.probeRan === '1');

/**
 * The failures a customer must be told about: the error policy's, unless the call's README says
 * its failure is logged only (a call in the background: a count, suggestions, a region), and a 2xx
 * that is no answer, unless the README says its answer is not read.
 */
export function mustTell(call: ReadmeCall, kind: AnswerKind): 'login' | 'message' | 'none' {
  if (call.quiet) return 'none';
  if (kind === '401') return 'login';
  if (kind === '500' || kind === 'drop') return 'message';
  const malformed = ['wrong-shape', 'null', 'empty', 'html-200'].includes(kind);
  return malformed && !call.unread ? 'message' : 'none';
}

/** Whether the page tells it now: the login modal, or a message that was not there before. */
async function tells(page: Page, need: 'login' | 'message', before: string[]): Promise<boolean> {
  if (need === 'login') return (await page.locator('dialog.login-modal[open]').count()) > 0;
  return (await feedback(page)).some((text) => !before.includes(text));
}

/**
 * Whether the customer was told: the login modal, or a message that was not there before. A modal
 * may come a moment after the page settled (its code is a chunk of its own): it is given 4 s.
 */
export async function toldProblems(
  page: Page,
  need: 'login' | 'message' | 'none',
  before: string[],
): Promise<string[]> {
  if (need === 'none') return [];
  for (let waited = 0; waited <= 4000; waited += 200) {
    if (await tells(page, need, before)) return [];
    await page.waitForTimeout(200);
  }
  return [
    need === 'login' ? 'a 401 did not open the login modal' : 'the customer was not told that it failed',
  ];
}

/** The cart as the server has it now (the page's own calls are routed; this one is not). */
async function serverCart(
  page: Page,
): Promise<{ ItemsCount: number; AmountTaxInclHtml: string } | undefined> {
  const answer = await page.request.get('/api/v1/shoppingcarts', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  return answer.ok() ? answer.json() : undefined;
}

/** The count and the total the page shows, where it shows them. */
function shownCart(page: Page): Promise<{ count: string | undefined; totals: string[] }> {
  return page.evaluate(() => {
    const shown = (el: Element | null) => (el instanceof HTMLElement && el.offsetParent !== null ? el : null);
    const count = shown(document.querySelector('[data-cart-count]'))?.textContent?.trim();
    // The cart page's total and the checkout's summary (an order's page shows the order's own).
    const totals = [
      ...document.querySelectorAll('[data-cart-amount-incl], form.checkout-form .checkout-summary__total'),
    ]
      .map(shown)
      .filter((el): el is HTMLElement => el !== null)
      .map((el) => el.textContent?.replace(/\s+/g, ' ').trim() ?? '');
    return { count, totals };
  });
}

/** A total in the words of an amount's HTML (`12,50&nbsp;€`). */
const amountWords = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The cart count and totals the page shows agree with the server's cart. */
export async function totalProblems(page: Page): Promise<string[]> {
  const [server, shown] = await Promise.all([serverCart(page), shownCart(page)]);
  if (!server) return [];
  const problems: string[] = [];
  if (shown.count !== undefined && shown.count !== String(server.ItemsCount))
    problems.push(`the cart count shows ${shown.count}, the cart has ${server.ItemsCount}`);
  const total = amountWords(server.AmountTaxInclHtml);
  for (const text of shown.totals)
    if (text.replace(/\s+/g, ' ') !== total) problems.push(`a total shows ${text}, the cart's is ${total}`);
  return problems;
}
