import { pageNonce } from '../csp/pageNonce.ts';
import { stringsAsked } from '../i18n/i18n.ts';
import { savesData } from '../links/linkRules.ts';

/**
 * dist/preload.json's lists: each widget's files (`widgets`), and those of a page's first strings
 * (`strings`: ky for the call, the list of the bundle's keys).
 */
interface PreloadLists {
  widgets?: Record<string, string[]>;
  strings?: string[];
}

let lists: Promise<PreloadLists | undefined> | undefined;
const announced = new Set<string>();

/** dist/preload.json, read once beside the entry; undefined when it cannot be read. */
function preloadLists(entry: string): Promise<PreloadLists | undefined> {
  lists ??= fetch(new URL('preload.json', entry)).then(
    async (response) => (response.ok ? ((await response.json()) as PreloadLists) : undefined),
    () => undefined,
  );
  return lists;
}

/** Asks the browser for `href` at the lowest priority, into its cache, without running it. */
function prefetch(href: string, nonce: string | undefined): void {
  if (announced.has(href)) return;
  announced.add(href);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.crossOrigin = 'anonymous';
  link.href = href;
  if (nonce) link.nonce = nonce;
  document.head.append(link);
}

/**
 * Fetches ahead, at the lowest priority and without running them (`prefetch` as a script, with the
 * credentials mode a module import uses, so the import finds them), the files of the widgets that
 * wait for the customer's first move (`names`), so that the first move waits for their evaluation
 * only; and, when the page has not asked for its texts yet, the files its strings call needs (ky,
 * the list of the bundle's keys), since an island's first render waits for its texts. The call
 * itself is not asked ahead: a CMS answers it `no-cache`, and the browser would ask it again. Not `modulepreload`: Chromium gives
 * it a high priority whatever `fetchpriority` says, and it would compete with the page's pictures.
 * Nothing is fetched when the browser asks to save data or the connection is 2G. `entry` is the
 * entry's address (dist/preload.json lies beside it).
 */
export async function fetchAhead(names: string[], entry: string): Promise<void> {
  if (savesData()) return;
  const preload = await preloadLists(entry);
  if (!preload?.widgets) return;
  const { widgets } = preload;
  const nonce = pageNonce();
  const files = names.flatMap((name) => widgets[name] ?? []);
  if (files.length > 0 && !stringsAsked()) files.push(...(preload.strings ?? []));
  // The files the page has already loaded (the shared groups, mostly) are not asked for again.
  const loaded = new Set(performance.getEntriesByType('resource').map((timing) => timing.name));
  for (const file of new Set(files)) {
    const href = new URL(file, entry).href;
    if (!loaded.has(href)) prefetch(href, nonce);
  }
}
