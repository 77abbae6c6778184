import { type ChildProcess, spawn } from 'node:child_process';
import puppeteer from 'puppeteer-core';
import type { TestProject } from 'vitest/node';
import { findFirefox } from '../support/firefox.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shop's address: the fixture server on $TEST_PORT (3100 by default). */
    shop: string;
    /** Firefox's WebDriver BiDi endpoint: each spec file connects, and disconnects when done. */
    firefox: string;
  }
}

/** Resolves once the shop answers its home page; fails after `ms`. */
async function shopAnswers(shop: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await fetch(`${shop}/fr/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The fixture server did not answer ${shop}/fr/ within ${ms} ms`);
}

/**
 * Starts the fixture server (as playwright.config.ts's webServer does) and one headless Firefox
 * for the whole run, and stops both at the end. Firefox is launched once: a launch costs 5 to 15 s
 * on 2 busy cores, and Firefox takes one WebDriver BiDi session at a time, one spec file's.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = Number(process.env.TEST_PORT ?? 3100);
  const shop = `http://127.0.0.1:${port}`;
  const executablePath = findFirefox();
  if (!executablePath) throw new Error('No Firefox: run node test/support/ensure-firefox.mjs');
  let server: ChildProcess | undefined;
  const running = await fetch(`${shop}/fr/`).then(
    () => true,
    () => false,
  );
  if (!running) {
    // A process group of its own: npx's child, the server itself, is stopped with it.
    server = spawn('npx', ['tsx', 'fixtures/server/main.ts'], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    await shopAnswers(shop, 60_000);
  }
  const browser = await puppeteer.launch({ browser: 'firefox', protocol: 'webDriverBiDi', executablePath });
  const firefox = browser.wsEndpoint();
  await browser.disconnect();
  project.provide('shop', shop);
  project.provide('firefox', firefox);
  return async () => {
    browser.process()?.kill();
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  };
}
