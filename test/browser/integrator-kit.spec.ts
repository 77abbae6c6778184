import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

declare global {
  interface Window {
    __violations?: string[];
  }
}

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const release = JSON.parse(readFileSync('dist/version.json', 'utf8')) as { build: string };

/** Records every `securitypolicyviolation` of the page, from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => window.__violations ?? []);
}

/** The nonce of the response's policy, after checking the policy is the guide's strict one. */
function strictNonce(policy: string | undefined): string {
  const match =
    /^script-src 'nonce-([^']+)' 'strict-dynamic'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-src 'none'; require-trusted-types-for 'script'; trusted-types vitrine default theme$/.exec(
      policy ?? '',
    );
  expect(match, `policy: ${policy}`).not.toBeNull();
  return match?.[1] ?? '';
}

test.describe("the integrator's guide, followed on a bare CMS page", () => {
  test('the entry, a built-in widget and a widget registered at run time work under the strict policy', async ({
    page,
    vitrine,
  }) => {
    const violations = await recordViolations(page);
    const modules: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/theme/')) modules.push(path);
    });
    const response = await page.goto('/integrator/bare');
    const nonce = strictNonce(response?.headers()['content-security-policy']);
    expect(
      await page.evaluate(
        () => document.querySelector<HTMLScriptElement>('script[src^="/dist/vitrine.js"]')?.nonce,
      ),
    ).toBe(nonce);

    const quantity = page.locator('[data-widget="quantity-input"]');
    await expect(quantity).toHaveAttribute('data-widget-mounted', 'quantity-input');
    await quantity.getByLabel('Quantité').fill('11');
    await quantity.getByLabel('Quantité').blur();
    await expect(quantity.getByLabel('Quantité')).toHaveValue('10');

    const wave = page.locator('[data-widget="theme-wave"]');
    await expect(wave).toHaveAttribute('data-widget-mounted', 'theme-wave');
    await wave.getByRole('button', { name: 'Saluer' }).click();
    await wave.getByRole('button', { name: 'Saluer' }).click();
    await expect(wave.locator('output')).toHaveText('Saluts : 2');
    await expect(wave.getByText('Bonjour et bienvenue !')).toBeVisible();

    expect(modules).toEqual(['/theme/widgets.js', '/theme/wave.js']);
    expect(await page.evaluate(() => window.vitrine?.settings.siteName)).toBe('MyShop');
    expect(await violations()).toEqual([]);
    expect(vitrine.consoleErrors).toEqual([]);
    expect((await vitrine.events()).filter((e) => e.type === 'widget-error')).toEqual([]);
  });

  test('each answer of the page has a nonce of its own', async ({ page }) => {
    const first = await page.request.get('/integrator/bare');
    const second = await page.request.get('/integrator/bare');
    const nonces = [first, second].map((r) => strictNonce(r.headers()['content-security-policy']));
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(await second.text()).toContain(
      `<script type="module" src="/dist/vitrine.js?v=${release.build}" nonce="${nonces[1]}">`,
    );
  });

  test('the build says its version and ships its declarations beside the entry', async ({ page }) => {
    const entry = await (await page.request.get('/dist/vitrine.js')).text();
    expect(entry.startsWith(`/*! Vitrine ${version} */`)).toBe(true);
    const release = await (await page.request.get('/dist/version.json')).json();
    expect(release).toMatchObject({ name: 'vitrine', version });
    const declarations = await page.request.get('/dist/vitrine.d.ts');
    expect(declarations.status()).toBe(200);
    expect(await declarations.text()).toContain('register(name: string, load: () => Promise<WidgetModule>');
  });
});
