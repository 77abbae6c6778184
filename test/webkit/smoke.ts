// The WebKit smoke journey (test/firefox/README.md, "WebKit"): `npm run test:webkit`, under
// xvfb-run. Home (the consent banner answered) → a product page, by its address → add to cart →
// the cart page lists it → a pickup point chosen on the map shows whole in the list, in Debian's
// WebKitGTK MiniBrowser driven by WebKitWebDriver.
import { type ChildProcess, spawn } from 'node:child_process';
import { WebDriverSession } from './webDriver.ts';

const SHOP = `http://127.0.0.1:${process.env.TEST_PORT ?? 3100}`;
const DRIVER_PORT = Number(process.env.WEBKIT_DRIVER_PORT ?? 4488);
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Polls `url` until it answers; fails after `ms`. */
async function answers(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (
    !(await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    ))
  ) {
    if (Date.now() > end) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Starts a program in a process group of its own, so that stopping it stops its children too. */
function start(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/** The journey: the home page, the T-shirts' first product, Add to cart, the cart page. */
async function journey(browser: WebDriverSession): Promise<void> {
  await browser.navigate(`${SHOP}/fr/`);
  await browser.until('the page shell', 'return window.vitrine?.navigator !== undefined');
  // The consent banner, answered as a new customer does: Tout refuser.
  await browser.until(
    'the consent banner',
    "const b = [...document.querySelectorAll('.consent-banner button')].find((x) => x.textContent.trim() === 'Tout refuser'); b?.setAttribute('data-smoke', 'decline'); return !!b",
  );
  await browser.click('.consent-banner button[data-smoke="decline"]');
  await browser.until(
    'the banner to close',
    "return !document.querySelector('.consent-banner')?.checkVisibility()",
  );
  await browser.navigate(`${SHOP}/fr/catalog/products/1001`);
  await browser.until(
    'the add-to-cart widget',
    'return !!document.querySelector(\'[data-widget-mounted~="add-to-cart"]\')',
  );
  await browser.click('[data-widget-mounted~="add-to-cart"] button[type="submit"]');
  await browser.until(
    'the add-to-cart dialog',
    "return !!document.querySelector('dialog.add-to-cart-dialog[open]')",
  );
  await browser.click('dialog.add-to-cart-dialog[open] a[href$="/shoppingcarts"]');
  await browser.until('the cart page', "return location.pathname === '/fr/shoppingcarts'");
  await browser.until(
    'the product in the cart',
    "return document.querySelectorAll('.cart-line').length === 1 && document.querySelector('[data-cart-count]')?.textContent.trim() === '1'",
  );
}

const MODAL = 'dialog.pickup-modal[open]';

/**
 * The relay method on the cart page, its modal, the points near Gand, and a point far down the list
 * chosen on the map (its marker clicked): the list shows that point whole, its name, address and
 * hours, not half of it.
 */
async function pickupOnTheMap(browser: WebDriverSession): Promise<void> {
  // The visit's transition over, as a customer's eye waits for it: the radio is what a pointer hits.
  await browser.until(
    'the cart page under the pointer',
    `const radio = document.querySelector('input[name="ShippingMethodId"][value="4"]');
     radio.scrollIntoView({ block: 'center' });
     const box = radio.getBoundingClientRect();
     return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === radio;`,
  );
  await browser.click('input[name="ShippingMethodId"][value="4"]');
  const link = '.pickup-slot[data-widget-mounted~="pickup-point"] a';
  await browser.until('the relay method’s slot', `return !!document.querySelector('${link}')`);
  await browser.click(link);
  await browser.until(
    'the pickup modal',
    `return !!document.querySelector('${MODAL} #pickup-modal-address')`,
  );
  await browser.run(`document.querySelector('${MODAL} #pickup-modal-address').select()`);
  await browser.type(`${MODAL} #pickup-modal-address`, 'Gand');
  await browser.click(`${MODAL} form.pickup-modal__search button[type="submit"]`);
  await browser.until(
    'the points near Gand',
    `const items = document.querySelectorAll('${MODAL} .pickup-point');
     return items.length === 14 && items[0].textContent.includes('Gand');`,
  );
  const id = await browser.run<string>(
    `return document.querySelector('${MODAL} .pickup-point:nth-child(11)').getAttribute('data-point-id')`,
  );
  await browser.click(`${MODAL} .leaflet-marker-icon[data-marker-id="${id}"]`);
  await browser.until(
    'the point chosen on the map, whole in the list',
    `const list = document.querySelector('${MODAL} .pickup-modal__list').getBoundingClientRect();
     const item = document.querySelector('${MODAL} .pickup-point.is-active[data-point-id="${id}"]');
     if (!item?.querySelector('input:checked')) return false;
     return ['.pickup-point__name', '.pickup-point__address', 'summary'].every((part) => {
       const box = item.querySelector(part).getBoundingClientRect();
       return box.top >= list.top - 1 && box.bottom <= list.bottom + 1;
     });`,
    5_000,
  );
}

const began = Date.now();
const running = await fetch(`${SHOP}/fr/`).then(
  () => true,
  () => false,
);
const server = running
  ? undefined
  : start('npx', ['tsx', 'fixtures/server/main.ts'], { PORT: new URL(SHOP).port });
const driver = start('WebKitWebDriver', [`--port=${DRIVER_PORT}`]);
let failed = false;
try {
  await answers(`${SHOP}/fr/`, 60_000);
  await answers(`http://127.0.0.1:${DRIVER_PORT}/status`, 20_000);
  const browser = await WebDriverSession.open(`http://127.0.0.1:${DRIVER_PORT}`, {
    'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
  });
  try {
    await journey(browser);
    await pickupOnTheMap(browser);
  } finally {
    await browser.close();
  }
  console.log(
    `WebKit smoke: home → product → add to cart → cart page → a pickup point on the map, passed in ${Date.now() - began} ms`,
  );
} catch (error) {
  failed = true;
  console.error(`WebKit smoke failed: ${(error as Error).message}`);
} finally {
  for (const child of [driver, server]) if (child?.pid) process.kill(-child.pid, 'SIGTERM');
}
process.exit(failed ? 1 : 0);
