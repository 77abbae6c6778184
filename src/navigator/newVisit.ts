import type { WidgetHost } from './swap.ts';
import { Visit, type VisitDelegate, type VisitOptions } from './Visit.ts';

/**
 * A visit to `url` with the page cache `options.cache`: its cached copy is the preview, unless the
 * visit bypasses caches. Part of the visit code, so that the shell does not carry the assembly.
 */
export function newVisit(
  url: URL,
  options: VisitOptions,
  widgets: WidgetHost,
  delegate: VisitDelegate,
): Visit {
  const cached = options.noCache ? undefined : options.cache?.copyFor(url, options.action === 'restore');
  return new Visit(url, cached ? { ...options, cached } : options, widgets, delegate);
}
