import type { Browser } from '@playwright/test';

export interface MountFigures {
  widgets: number;
  mountMs: number;
  reactRootsAfterRemoval: number;
}

/**
 * Inserts `count` quantity inputs at once into a fixture page, times until all are mounted, then
 * removes them and counts the React roots still alive (must be 0).
 */
export async function benchMount(browser: Browser, baseUrl: string, count = 1000): Promise<MountFigures> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/fr/__test/loader`, { waitUntil: 'load' });
  // Load the chunk first so the figure is mounting, not the network.
  await page.waitForFunction(() => (window.vitrine?.stats().mounted ?? 0) > 0);
  const result = await page.evaluate(async (n) => {
    // No named helpers in here: tsx would wrap them with a __name() the page does not have.
    const before = window.vitrine!.stats().mounted;
    const rootsBefore = window.vitrine!.stats().reactRoots;
    const host = document.createElement('div');
    host.id = 'bench-host';
    // Built with DOM calls: the demo's Trusted Types policy refuses markup written as a string.
    for (let i = 0; i < n; i++) {
      const widget = document.createElement('div');
      widget.dataset.widget = 'quantity-input';
      widget.dataset.widgetLoad = 'eager';
      const label = document.createElement('label');
      label.htmlFor = `b${i}`;
      label.textContent = 'Q';
      const input = document.createElement('input');
      input.id = `b${i}`;
      input.name = `Q${i}`;
      input.value = '1';
      widget.append(label, input);
      host.append(widget);
    }
    const start = performance.now();
    document.querySelector('[data-page-content]')!.append(host);
    while (window.vitrine!.stats().mounted < before + n)
      await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const mountMs = performance.now() - start;
    host.remove();
    const deadline = performance.now() + 5000;
    while (window.vitrine!.stats().mounted > before && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { mountMs, rootsAfter: window.vitrine!.stats().reactRoots - rootsBefore };
  }, count);
  await page.close();
  return { widgets: count, mountMs: Math.round(result.mountMs), reactRootsAfterRemoval: result.rootsAfter };
}
