import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';

/** Slides (li of the track) of a carousel. */
const slides = (carousel: Locator) => carousel.locator('[data-carousel-track] > *');

/** How many slides lie entirely inside the carousel's viewport, and how many assistive tech sees. */
export function slidesShown(carousel: Locator): Promise<{ inView: number; exposed: number }> {
  return carousel.evaluate((el) => {
    const viewport = el.querySelector('[data-carousel-viewport]')?.getBoundingClientRect();
    const all = [...el.querySelectorAll<HTMLElement>('[data-carousel-track] > *')];
    if (!viewport) return { inView: 0, exposed: 0 };
    const inView = all.filter((s) => {
      const r = s.getBoundingClientRect();
      return r.width > 0 && r.left >= viewport.left - 1 && r.right <= viewport.right + 1;
    }).length;
    const exposed = all.filter((s) => !s.inert && s.getAttribute('aria-hidden') !== 'true').length;
    return { inView, exposed };
  });
}

/** The index of the first slide shown to the customer (and to assistive tech). */
export function firstShown(carousel: Locator): Promise<number> {
  return slides(carousel).evaluateAll((all) =>
    all.findIndex((s) => s.getAttribute('aria-hidden') !== 'true'),
  );
}

/** The dist/ files that carry swiper's code (from esbuild's metafile). */
export function swiperFiles(): string[] {
  const meta = JSON.parse(readFileSync(join(import.meta.dirname, '../../dist/meta.json'), 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  return Object.entries(meta.outputs)
    .filter(
      ([file, out]) =>
        file.endsWith('.js') && Object.keys(out.inputs).some((i) => i.includes('node_modules/swiper/')),
    )
    .map(([file]) => `/${file}`);
}

/** Records the paths of the /dist/ scripts the page asks for. */
export function recordScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/dist/') && pathname.endsWith('.js')) seen.push(pathname);
  });
  return seen;
}
