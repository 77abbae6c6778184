import { bundleScriptUrl } from '../csp/trustedScripts.ts';
import { settings } from '../settings/index.ts';
import { localeOf } from './locale.ts';

/**
 * The worker's file, beside the chunk this code is bundled in (`dist/chunks/`), named by the build
 * the entry says it is (`window.vitrine.release`); none outside a build.
 */
const workerFile = (): string | undefined => {
  const build = window.vitrine?.release.build;
  return build && build !== 'dev' ? `number-format-warmup-${build}.js` : undefined;
};

const warmed = new Set<string>();

/**
 * Readies the browser's number formatting for the culture in a worker, off the main thread: a
 * widget that will format amounts on a tap (the product page's variation choice) calls it when it
 * mounts, so that its first `formatMoney` does not pay for loading the locale's number data (a
 * long task of its own on a slow phone). Once per locale; does nothing where workers are missing
 * or refused; formatting works the same without it.
 */
export function warmNumberFormat(culture: string = settings().culture): void {
  const locale = localeOf(culture);
  const worker = workerFile();
  if (warmed.has(locale) || typeof Worker !== 'function' || !worker) return;
  warmed.add(locale);
  try {
    const url = new URL(`${worker}?locale=${encodeURIComponent(locale)}`, import.meta.url);
    new Worker(bundleScriptUrl(url), { type: 'module' }).addEventListener('error', (event) =>
      event.preventDefault(),
    );
  } catch {
    // Only a warm-up: the first formatMoney builds what it needs on the main thread.
  }
}
