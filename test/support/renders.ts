import type { Page } from '@playwright/test';
import { products } from '../../fixtures/data/catalogue.ts';

declare global {
  interface Window {
    __renders?: Map<string, unknown[]>;
    __frames?: { count: number; input: number; calls: { url: string; frame: number }[] };
  }
}

/** Variants any cart or list takes at quantity 1: one per product, in stock, no minimum or step. */
export function stockedVariants(count: number): number[] {
  const ids: number[] = [];
  for (const product of products) {
    const variant = product.Variants.find((v) => Object.values(v.Stock).some((n) => n >= 10));
    if (product.MinQuantity <= 1 && product.QuantityStep <= 1 && variant) ids.push(variant.ProductVariantId);
    if (ids.length === count) break;
  }
  if (ids.length < count) throw new Error(`only ${ids.length} stocked variants, ${count} asked`);
  return ids;
}

/**
 * Waits until the page has settled: nothing on the network (the page's strings arrive later than
 * the first render on a busy machine, and every text renders once more then), then a frame and a
 * task. Call it before `noteRenders`, so that only the renders of what the test does are counted.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/**
 * Notes which of the elements matching `selector` React renders again from now on. React puts the
 * props an element was rendered with on the element itself, a new object at each render of its
 * component: an element whose props object is still the one noted here was not rendered again
 * (a component that bails out, such as a memo with equal props, leaves it in place).
 */
export async function noteRenders(page: Page, name: string, selector: string): Promise<void> {
  await page.evaluate(
    ([name, selector]) => {
      const propsOf = (el: Element) => {
        const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
        return key ? (el as unknown as Record<string, unknown>)[key] : undefined;
      };
      window.__renders ??= new Map();
      window.__renders.set(name, [...document.querySelectorAll(selector)].map(propsOf));
    },
    [name, selector] as const,
  );
}

/** The indexes of the elements noted as `name` rendered again since (the same elements, in order). */
export function renderedAgain(page: Page, name: string, selector: string): Promise<number[]> {
  return page.evaluate(
    ([name, selector]) => {
      const propsOf = (el: Element) => {
        const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
        return key ? (el as unknown as Record<string, unknown>)[key] : undefined;
      };
      const before = window.__renders?.get(name) ?? [];
      const now = [...document.querySelectorAll(selector)].map(propsOf);
      if (before.some((props) => props === undefined)) throw new Error(`${selector}: not rendered by React`);
      return now.flatMap((props, i) => (props === before[i] ? [] : [i]));
    },
    [name, selector] as const,
  );
}

/**
 * From the page's start: counts the frames (one animation-frame callback each), notes the frame of
 * the last click or key press and the frame in which each `fetch` call was made. A call made in
 * the input's own task carries the input's frame; one made after the next frame, a later one.
 */
export async function countFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames = { count: 0, input: -1, calls: [] as { url: string; frame: number }[] };
    window.__frames = frames;
    const tick = () => {
      frames.count += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const input = () => {
      frames.input = frames.count;
    };
    addEventListener('click', input, { capture: true });
    addEventListener('keydown', input, { capture: true });
    const send = window.fetch;
    window.fetch = function (this: unknown, resource, init) {
      const url = resource instanceof Request ? resource.url : String(resource);
      frames.calls.push({ url, frame: frames.count });
      return send.call(this, resource, init);
    };
  });
}

/** The frame of the last input and of the last call whose address matches `pattern`. */
export async function callFrame(page: Page, pattern: RegExp): Promise<{ input: number; call: number }> {
  const frames = await page.evaluate(() => window.__frames);
  if (!frames) throw new Error('countFrames() was not called before the page opened');
  const call = frames.calls.filter((c) => pattern.test(c.url)).at(-1);
  if (!call) throw new Error(`no call to ${pattern}`);
  return { input: frames.input, call: call.frame };
}
