import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * A screen reader driven from a spec: @guidepup/virtual-screen-reader runs in the page (it reads the
 * accessibility tree the way NVDA and VoiceOver phrase it, follows focus and speaks live regions) and
 * this class moves it by its own commands (next heading, next landmark, next link), by the keys a
 * screen-reader user presses (Tab to the next control, Enter, Space, typing), never by a selector.
 * Everything spoken, across visits and full page loads, is kept in `transcript` (a full page load
 * reads the new document's title first, as NVDA and VoiceOver do: `title: …`).
 */

const require = createRequire(import.meta.url);
const LIBRARY = join(
  dirname(require.resolve('@guidepup/virtual-screen-reader/package.json')),
  'lib/esm/index.browser.js',
);
const LIBRARY_PATH = '/__screen-reader/virtual.js';
/** What takes focus: where a key pressed on the reader's cursor goes. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The virtual screen reader's commands this class uses (`virtual.commands`). */
export type Move =
  | 'moveToNextHeading'
  | 'moveToNextLandmark'
  | 'moveToNextLink'
  | 'moveToNextMain'
  | 'moveToNextForm'
  | 'moveToNextRegion'
  | 'moveToNextHeadingLevel1'
  | 'moveToNextHeadingLevel2';

interface VirtualInPage {
  start(options: { container: Node }): Promise<void>;
  perform(command: string): Promise<void>;
  next(): Promise<void>;
  act(): Promise<void>;
  spokenPhraseLog(): Promise<string[]>;
  lastSpokenPhrase(): Promise<string>;
  commands: Record<string, string>;
  activeNode: Node | null;
}

declare global {
  interface Window {
    __screenReader?: VirtualInPage;
  }
}

/** What the customer heard that no customer should: a bundle key, an "undefined", an unnamed control. */
export function wrongPhrases(transcript: string[]): string[] {
  const key =
    /\b(?:Core|Catalog|ShoppingCarts|Checkout|Payment|Shippings|Wishlists|Sales|Security)\.[A-Z]\w+/;
  return transcript.filter(
    (phrase) =>
      key.test(phrase) ||
      /\bundefined\b|\bnull\b|\[object /.test(phrase) ||
      /^(?:button|link|checkbox|radio|textbox|combobox|spinbutton)(?:,\s*(?:not pressed|expanded|collapsed|checked|not checked|required))*$/.test(
        phrase.trim(),
      ),
  );
}

export class ScreenReader {
  /** Everything spoken so far, in order. */
  readonly transcript: string[] = [];
  /** How many of the current document's phrases are in the transcript. */
  private taken = 0;
  /** Where the current step's phrases start in the transcript. */
  private mark = 0;

  private constructor(private readonly page: Page) {}

  /** Serves the library to the page (under the spec's `bypassCSP`) and starts reading the page. */
  static async on(page: Page): Promise<ScreenReader> {
    const source = readFileSync(LIBRARY, 'utf8');
    await page.route(`**${LIBRARY_PATH}`, (route) =>
      route.fulfill({ body: source, contentType: 'text/javascript' }),
    );
    const reader = new ScreenReader(page);
    await reader.running();
    return reader;
  }

  /** Starts the reader in the current document when a full load replaced the last one. */
  private async running(): Promise<void> {
    // A load may be under way (a form posted, a redirect): the document it leaves cannot be read.
    for (let tries = 0; ; tries += 1) {
      await this.page.waitForLoadState('domcontentloaded');
      const title = await this.page
        .evaluate(async (path) => {
          if (window.__screenReader) return null;
          const { virtual } = (await import(path)) as { virtual: VirtualInPage };
          await virtual.start({ container: document.body });
          window.__screenReader = virtual;
          return document.title;
        }, LIBRARY_PATH)
        .catch((error: Error) => {
          if (tries < 10 && /context was destroyed|navigat/i.test(error.message)) return undefined;
          throw error;
        });
      if (title === undefined) continue;
      if (title === null) return;
      this.taken = 0;
      this.transcript.push(`title: ${title}`);
      return;
    }
  }

  /** Takes the phrases spoken since the last look into the transcript. */
  private async listen(): Promise<void> {
    const log = await this.page
      .evaluate(() => window.__screenReader?.spokenPhraseLog() ?? null)
      .catch(() => null);
    if (log === null) return;
    // Live regions emptied or trimmed say nothing worth keeping ("polite: ").
    for (const phrase of log.slice(this.taken)) {
      if (!/^(?:polite|assertive):\s*$/.test(phrase)) this.transcript.push(phrase);
    }
    this.taken = log.length;
  }

  /** Runs one of the reader's own moves in the page, then hears what followed (a full load starts it again). */
  private async inPage(action: 'perform' | 'next' | 'act', command = ''): Promise<void> {
    await this.running();
    await this.listen();
    await this.page.evaluate(
      async ({ action, command }) => {
        const reader = window.__screenReader as VirtualInPage;
        if (action === 'perform') await reader.perform(reader.commands[command] ?? command);
        else if (action === 'next') await reader.next();
        else await reader.act();
      },
      { action, command },
    );
    await this.settle();
  }

  /** Waits for what an action starts (a visit, an answer) to be spoken, then hears it. */
  private async settle(): Promise<void> {
    await this.page.waitForLoadState('domcontentloaded');
    await this.page.waitForTimeout(50);
    await this.running();
    await this.listen();
  }

  /** Starts a step: `heard` and `spokenSince` look at what is said from now on. */
  step(name: string): void {
    this.transcript.push(`— ${name}`);
    this.mark = this.transcript.length;
  }

  /** The phrases spoken since the step began. */
  spokenSince(): string[] {
    return this.transcript.slice(this.mark);
  }

  /** Moves by one of the reader's commands (next heading, next landmark…). */
  async perform(move: Move): Promise<string> {
    await this.inPage('perform', move);
    return this.transcript.at(-1) ?? '';
  }

  /** Moves to the next item of the reading order. */
  async next(): Promise<string> {
    await this.inPage('next');
    return this.transcript.at(-1) ?? '';
  }

  /**
   * Repeats `move` (a reader's command, the next item, Tab to the next control, or the down arrow in
   * a group) until the reader says a phrase matching `target` (at most `limit` moves); fails with
   * what it said on the way when it never does.
   */
  async moveTo(move: Move | 'next' | 'Tab' | 'ArrowDown', target: RegExp, limit = 80): Promise<string> {
    const passed: string[] = [];
    for (let moves = 0; moves < limit; moves += 1) {
      const before = this.transcript.length;
      if (move === 'next') await this.next();
      else if (move === 'Tab' || move === 'ArrowDown') await this.press(move);
      else await this.perform(move);
      const said = this.transcript.slice(before).filter((phrase) => !/^(?:polite|assertive):/.test(phrase));
      const found = said.find((phrase) => target.test(phrase));
      if (found) return found;
      passed.push(...said);
    }
    throw new Error(`the reader never said ${target} (${move}); it said:\n${passed.slice(-40).join('\n')}`);
  }

  /** Activates what the reader is on (a click, as a screen reader's activate command does). */
  async act(): Promise<void> {
    await this.inPage('act');
  }

  /**
   * Presses a key where the reader is: on the control under its cursor (focused first, as a screen
   * reader does when its cursor lands on one), else on the focused element.
   */
  async press(key: string): Promise<void> {
    await this.running();
    await this.listen();
    await this.page.evaluate((focusable) => {
      const node = window.__screenReader?.activeNode;
      const control = node instanceof HTMLElement ? node : null;
      if (control && control !== document.activeElement && control.matches(focusable)) control.focus();
    }, FOCUSABLE);
    await this.page.keyboard.press(key);
    await this.settle();
  }

  /** Types into the focused field. */
  async type(text: string): Promise<void> {
    await this.listen();
    await this.page.keyboard.type(text);
    await this.settle();
  }

  /** Waits until a phrase matching `pattern` has been spoken since the step began; returns it. */
  async heard(pattern: RegExp, timeout = 10_000): Promise<string> {
    let found: string | undefined;
    await expect
      .poll(
        async () => {
          await this.listen();
          found = this.spokenSince().find((phrase) => pattern.test(phrase));
          return found !== undefined;
        },
        { timeout, message: `heard ${pattern} since the step began:\n${this.spokenSince().join('\n')}` },
      )
      .toBe(true);
    return found as string;
  }
}
