// Lighthouse 12 with its mobile defaults (a mid-range phone: 4x CPU slowdown, slow 4G) on the page
// types: performance, accessibility, best practices and SEO, plus the largest contentful paint.
// Each page is audited as a first visit, which is what Lighthouse measures: no consent cookie, so
// the server renders the consent banner shown (and the widget adopts it). The cart of one line
// (the fixture server's visitor cookie `vitrine_vid`) and, for the checkout, the demo customer's
// session go as request headers: the server sees them, the page's script does not.
// A page costs about 20 s of CPU: while working on one,
// `BENCH_ONLY=lighthouse BENCH_LIGHTHOUSE_PAGES=listing`. Lighthouse 12 (13 needs Node 22).
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from '@playwright/test';

const run = promisify(execFile);

const PAGES: { name: string; path: string; signedIn?: boolean }[] = [
  { name: 'home', path: '/fr/' },
  { name: 'listing', path: '/fr/catalog' },
  { name: 'product', path: '/fr/catalog/products/1001' },
  { name: 'cart', path: '/fr/shoppingcarts' },
  { name: 'checkout', path: '/fr/checkout', signedIn: true },
  { name: 'login', path: '/fr/security/login' },
];

/** A visitor with a cart of one line (and signed in, for the checkout): its cookie header. */
async function visitorCookie(baseUrl: string, signedIn: boolean): Promise<string> {
  const seeded = await fetch(`${baseUrl}/__fixtures/cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lines: [{ ProductVariantId: 100101, Quantity: 1 }] }),
  });
  const visitor = /vitrine_vid=[^;]+/.exec(seeded.headers.get('set-cookie') ?? '')?.[0];
  if (!visitor) throw new Error('the fixture server gave no visitor cookie');
  if (signedIn) {
    const login = await fetch(`${baseUrl}/fr/security/login`, { headers: { cookie: visitor } });
    const token = /"csrfToken":"([^"]+)"/.exec(await login.text())?.[1] ?? '';
    const form = new URLSearchParams({
      Email: 'demo@vitrine.test',
      Password: 'demo',
      returnUrl: '/fr/',
      __RequestVerificationToken: token,
    });
    const answer = await fetch(`${baseUrl}/fr/security/login`, {
      method: 'POST',
      headers: { cookie: visitor, 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      redirect: 'manual',
    });
    const session = (answer.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
    return [visitor, session].filter(Boolean).join('; ');
  }
  return visitor;
}

export interface LighthouseFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
}

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

const score = (report: Report, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);

/** Audits one page with the Lighthouse CLI. */
async function audit(baseUrl: string, page: (typeof PAGES)[number]): Promise<LighthouseFigures> {
  const cookie = await visitorCookie(baseUrl, page.signedIn === true);
  const { stdout } = await run(
    'npx',
    [
      'lighthouse',
      `${baseUrl}${page.path}`,
      '--output=json',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox',
      `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 << 20,
    },
  );
  const report = JSON.parse(stdout) as Report;
  // BENCH_LIGHTHOUSE_SAVE=/tmp/lh keeps each report (home-<time>.json) for its audits' details.
  const saveDir = process.env.BENCH_LIGHTHOUSE_SAVE;
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    writeFileSync(join(saveDir, `${page.name}-${Date.now()}.json`), stdout);
  }
  return {
    page: page.name,
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    seo: score(report, 'seo'),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
  };
}

/** Every page type, one after the other (`BENCH_LIGHTHOUSE_PAGES=home,listing` for some). */
export async function benchLighthouse(_browser: Browser, baseUrl: string): Promise<LighthouseFigures[]> {
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
  const rows: LighthouseFigures[] = [];
  for (const page of PAGES) if (!only || only.includes(page.name)) rows.push(await audit(baseUrl, page));
  return rows;
}
