// Chromium driven through a bare DevTools pipe, for the long-task figures (longTasks.ts).
//
// Playwright turns on the DevTools Runtime domain in every page it drives. With it on, V8 collects
// the source positions of the functions on the stack whenever the inspector takes a stack trace,
// and React's runtime is one function of 200 KB: re-parsing it costs 60 to 90 ms at 4x CPU
// slowdown, inside the task that evaluates it (V8.CollectSourcePositions in a trace; measured in
// test/bench/README.md, "What the measurements decided"). A customer's browser has no DevTools
// attached, so the walks whose long tasks are counted run here with the Page, Input, Emulation and
// Target domains only: no Runtime.enable, no Debugger. Runtime.evaluate works without the domain
// being enabled.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

interface Message {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
  sessionId?: string;
}

type Listener = (message: Message) => void;

/** Flags Playwright also passes, so that a headless page is never treated as a background one. */
const FOREGROUND_ARGS = [
  '--headless',
  '--hide-scrollbars',
  '--mute-audio',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
];

/** A Chromium process and its DevTools pipe (fd 3 to the browser, fd 4 from it; messages end in NUL). */
export class BareChromium {
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (r: Message) => void; reject: (e: Error) => void }>();
  private readonly listeners = new Set<Listener>();

  private constructor(
    private readonly process: ChildProcess,
    private readonly profile: string,
  ) {
    const input = process.stdio[4] as Readable;
    let buffer = '';
    input.setEncoding('utf8');
    input.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\0'); end >= 0; end = buffer.indexOf('\0')) {
        this.receive(JSON.parse(buffer.slice(0, end)) as Message);
        buffer = buffer.slice(end + 1);
      }
    });
  }

  static async launch(executablePath: string, args: readonly string[]): Promise<BareChromium> {
    const profile = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
    const child = spawn(
      executablePath,
      [...args, ...FOREGROUND_ARGS, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
    );
    const browser = new BareChromium(child, profile);
    await browser.send('Browser.getVersion');
    return browser;
  }

  private receive(message: Message): void {
    if (message.id !== undefined) {
      const waiter = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiter?.reject(new Error(message.error.message));
      else waiter?.resolve(message);
      return;
    }
    for (const listener of this.listeners) listener(message);
  }

  /** Sends a command (to a page when `sessionId` is given) and resolves with its result. */
  send(method: string, params: object = {}, sessionId?: string): Promise<Record<string, unknown>> {
    const id = ++this.nextId;
    const output = this.process.stdio[3] as Writable;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: (m) => resolve(m.result ?? {}), reject });
      output.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  /** Calls `listener` with every event until the returned function is called. */
  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A page in a browser context of its own (its own cookies and HTTP cache). */
  async newPage(): Promise<BarePage> {
    const { browserContextId } = await this.send('Target.createBrowserContext', { disposeOnDetach: true });
    const { targetId } = await this.send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await this.send('Target.attachToTarget', { targetId, flatten: true });
    const page = new BarePage(this, String(sessionId), String(browserContextId));
    await page.send('Page.enable');
    return page;
  }

  async close(): Promise<void> {
    await this.send('Browser.close').catch(() => undefined);
    await new Promise((resolve) => {
      if (this.process.exitCode !== null) resolve(undefined);
      else this.process.once('exit', resolve);
    });
    rmSync(this.profile, { recursive: true, force: true });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One page of a BareChromium: the few steps the bench's walks need. */
export class BarePage {
  constructor(
    private readonly browser: BareChromium,
    private readonly sessionId: string,
    private readonly contextId: string,
  ) {}

  send(method: string, params: object = {}): Promise<Record<string, unknown>> {
    return this.browser.send(method, params, this.sessionId);
  }

  /** Runs `source` in every document of the page before its own scripts. */
  async addInitScript(source: string): Promise<void> {
    await this.send('Page.addScriptToEvaluateOnNewDocument', { source });
  }

  async throttleCpu(rate: number): Promise<void> {
    await this.send('Emulation.setCPUThrottlingRate', { rate });
  }

  /** Opens `url` and resolves at its load event. */
  async goto(url: string): Promise<void> {
    let stop = () => {};
    const loaded = new Promise<void>((resolve) => {
      stop = this.browser.listen((m) => {
        if (m.sessionId === this.sessionId && m.method === 'Page.loadEventFired') resolve();
      });
    });
    try {
      const result = await this.send('Page.navigate', { url });
      if (result.errorText) throw new Error(`${url}: ${String(result.errorText)}`);
      await loaded;
    } finally {
      stop();
    }
  }

  /** The value of a JavaScript expression in the page (awaited when it is a promise). */
  async evaluate<T>(expression: string): Promise<T> {
    const result = await this.send('Runtime.evaluate', {
      expression,
      returnByValue: true,
      awaitPromise: true,
    });
    if (result.exceptionDetails) throw new Error(`${expression}: ${JSON.stringify(result.exceptionDetails)}`);
    return (result.result as { value: T }).value;
  }

  /** Resolves once `predicate` (an expression) is true, checked every 100 ms from here. */
  async waitUntil(predicate: string, timeoutMs = 30_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!(await this.evaluate<boolean>(`Boolean(${predicate})`))) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${predicate}`);
      await sleep(100);
    }
  }

  /** Clicks the middle of the first element matching `selector`, scrolled into view, with mouse events. */
  async click(selector: string): Promise<void> {
    const [x, y] = await this.evaluate<[number, number]>(`(() => {
      const el = document.querySelector(${JSON.stringify(selector)});
      if (!el) throw new Error('no element');
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const r = el.getBoundingClientRect();
      return [r.x + r.width / 2, r.y + r.height / 2];
    })()`);
    await this.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
    for (const type of ['mousePressed', 'mouseReleased'])
      await this.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
  }

  /** Chooses the option of a `<select>` with `value`, with the input and change events a customer's choice fires. */
  async select(selector: string, value: string): Promise<void> {
    await this.evaluate(`(() => {
      const select = document.querySelector(${JSON.stringify(selector)});
      select.value = ${JSON.stringify(value)};
      select.dispatchEvent(new Event('input', { bubbles: true }));
      select.dispatchEvent(new Event('change', { bubbles: true }));
    })()`);
  }

  async close(): Promise<void> {
    await this.browser.send('Target.disposeBrowserContext', { browserContextId: this.contextId });
  }
}
