import { skipReason } from './linkRules.ts';

/** An element that navigates: `<a href>`, `<area href>` or SVG `<a>`. */
export type LinkElement = HTMLAnchorElement | HTMLAreaElement | SVGAElement;

/** What the link observer asks and then tells (STYLE.md 5: observers ask, then tell). */
export interface LinkDelegate {
  /** May the navigator take this click? False leaves it to the browser. */
  willFollow(url: URL, link: LinkElement): boolean;
  /** Takes the click: the default action is already prevented. */
  follow(url: URL, link: LinkElement): void;
}

function hrefOf(link: LinkElement): string | null {
  if (link instanceof SVGAElement) {
    const href = link.href.baseVal;
    return href ? new URL(href, document.baseURI).href : null;
  }
  return link.getAttribute('href') === null ? null : link.href;
}

/**
 * Watches link clicks on the document (bubble phase, so any other listener may cancel first),
 * applies the interception rules and hands the survivors to its delegate.
 */
export class LinkObserver {
  private lastScroll = Number.NEGATIVE_INFINITY;
  private started = false;

  constructor(private readonly delegate: LinkDelegate) {}

  /** Starts listening. Safe to call twice. */
  start(): void {
    if (this.started) return;
    this.started = true;
    document.addEventListener('click', this.onClick);
    window.addEventListener('scroll', this.onScroll, { passive: true });
  }

  /** Stops listening. Safe to call twice. */
  stop(): void {
    if (!this.started) return;
    this.started = false;
    window.removeEventListener('scroll', this.onScroll);
    document.removeEventListener('click', this.onClick);
  }

  private readonly onScroll = (): void => {
    this.lastScroll = performance.now();
  };

  private readonly onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented) return;
    const target = event.composedPath()[0];
    const link = target instanceof Element ? target.closest<LinkElement>('a[href], area[href]') : null;
    if (!link || link.closest('[contenteditable="true"]')) return;
    const href = hrefOf(link);
    if (href === null) return;
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return;
    }
    const click = {
      button: event.button,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      pointerType: 'pointerType' in event ? String(event.pointerType) : '',
      sinceScroll: performance.now() - this.lastScroll,
    };
    const reason = skipReason(click, link, url, new URL(location.href));
    if (reason === 'touch-after-scroll') {
      event.preventDefault();
      return;
    }
    if (reason !== null || !this.delegate.willFollow(url, link)) return;
    event.preventDefault();
    this.delegate.follow(url, link);
  };
}
