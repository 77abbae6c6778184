import { pageNonce } from '../csp/pageNonce.ts';
import { savesData } from '../navigator/linkRules.ts';

/** The files of each widget, as dist/preload.json lists them (`widgets`). */
type WidgetFiles = Record<string, string[]>;

let lists: Promise<WidgetFiles | undefined> | undefined;
const announced = new Set<string>();

/** dist/preload.json's `widgets`, read once beside the entry; undefined when it cannot be read. */
function widgetFiles(entry: string): Promise<WidgetFiles | undefined> {
  lists ??= fetch(new URL('preload.json', entry)).then(
    async (response) =>
      response.ok ? ((await response.json()) as { widgets?: WidgetFiles }).widgets : undefined,
    () => undefined,
  );
  return lists;
}

/**
 * Fetches ahead, at the lowest priority and without running them (`prefetch` as a script, with the
 * credentials mode a module import uses, so the import finds them), the files of the widgets that
 * wait for the customer's first move (`names`), so that the first move waits for their evaluation
 * only. Not `modulepreload`: Chromium gives it a high priority whatever `fetchpriority` says, and it
 * would compete with the page's pictures. Nothing is fetched when the browser asks to save data or the connection is 2G.
 * `entry` is the entry's address (dist/preload.json lies beside it).
 */
export async function fetchAhead(names: string[], entry: string): Promise<void> {
  if (savesData()) return;
  const files = await widgetFiles(entry);
  if (!files) return;
  const nonce = pageNonce();
  for (const file of new Set(names.flatMap((name) => files[name] ?? []))) {
    const href = new URL(file, entry).href;
    if (announced.has(href)) continue;
    announced.add(href);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.crossOrigin = 'anonymous';
    link.href = href;
    if (nonce) link.nonce = nonce;
    document.head.append(link);
  }
}
