// A tiny W3C WebDriver (classic, HTTP) client over fetch: the few commands the WebKit smoke needs.

/** The key W3C WebDriver names an element reference by. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** One session of a WebDriver server (WebKitWebDriver driving MiniBrowser). */
export class WebDriverSession {
  private constructor(
    private readonly server: string,
    private readonly id: string,
  ) {}

  /** Opens a session with these capabilities (`alwaysMatch`). */
  static async open(server: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const answer = await send(server, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } });
    return new WebDriverSession(server, (answer as { sessionId: string }).sessionId);
  }

  private command(method: string, path: string, body?: unknown): Promise<unknown> {
    return send(this.server, method, `/session/${this.id}${path}`, body);
  }

  navigate(url: string): Promise<unknown> {
    return this.command('POST', '/url', { url });
  }

  /** Runs `script` (a function body; `arguments` are `args`) in the page and gives its value. */
  run<T>(script: string, ...args: unknown[]): Promise<T> {
    return this.command('POST', '/execute/sync', { script, args }) as Promise<T>;
  }

  /** Clicks the first element matching `selector` as a mouse does (WebDriver's element click). */
  async click(selector: string): Promise<void> {
    await this.command('POST', `/element/${await this.find(selector)}/click`, {}).catch((error: Error) => {
      throw new Error(`WebKit: clicking ${selector}: ${error.message}`);
    });
  }

  /** Types `text` into the first element matching `selector`, as keys do (WebDriver's element send keys). */
  async type(selector: string, text: string): Promise<void> {
    await this.command('POST', `/element/${await this.find(selector)}/value`, { text });
  }

  private async find(selector: string): Promise<string> {
    const found = await this.command('POST', '/element', { using: 'css selector', value: selector });
    const id = (found as Record<string, string>)[ELEMENT];
    if (!id) throw new Error(`WebKit: no element reference for ${selector}: ${JSON.stringify(found)}`);
    return id;
  }

  /** Polls `script` until it gives a truthy value; fails with `what` after `ms`. */
  async until(what: string, script: string, ms = 15_000): Promise<void> {
    const end = Date.now() + ms;
    while (!(await this.run<boolean>(script))) {
      if (Date.now() > end) throw new Error(`WebKit: ${what} did not happen within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  close(): Promise<unknown> {
    return send(this.server, 'DELETE', `/session/${this.id}`);
  }
}

/** Sends one command; a WebDriver error becomes an Error naming the command and the driver's message. */
async function send(server: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${server}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const { value } = (await response.json()) as { value: unknown };
  if (!response.ok) {
    const { error, message } = value as { error: string; message: string };
    throw new Error(`${method} ${path} failed: ${error} ${message}`);
  }
  return value;
}
