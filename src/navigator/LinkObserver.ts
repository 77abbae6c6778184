import {
  type ClickFacts,
  isSessionUrl,
  mayRequestEarly,
  mayRequestOnPress,
  type SkipReason,
  skipReason,
} from '../links/linkRules.ts';

/** An element that navigates: `<a href>`, `<area href>` or SVG `<a>`. */
export type LinkElement = HTMLAnchorElement | HTMLAreaElement | SVGAElement;

/** What the link observer asks and then tells (STYLE.md 5: observers ask, then tell). */
export interface LinkDelegate {
  /** May the navigator take this click? False leaves it to the browser. */
  willFollow(url: URL, link: LinkElement): boolean;
  /** Takes the click: the default action is already prevented. */
  follow(url: URL, link: LinkElement): void;
  /** A mouse button went down on a link it would take: its page may be requested already. */
  press(url: URL, link: LinkElement): void;
  /** The click after a press was not taken (another listener or a rule kept it, or no link). */
  unpress(): void;
  /** A link it would take was hovered for `HOVER_INTENT_MS` or touched: its page may be requested. */
  hover(url: URL, link: LinkElement): void;
  /** A login or logoff link or form is followed by the browser: who the customer is changes. */
  sessionChanging(): void;
}

/** A mouse resting this long on a link shows the intent to follow it. */
export const HOVER_INTENT_MS = 65;

/** A link under a pointer event, its address and the rule that leaves it to the browser. */
interface Hit {
  link: LinkElement;
  url: URL;
  reason: SkipReason | null;
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
 * applies the interception rules and hands the survivors to its delegate. A mouse press on such a
 * link is told too, so the page can be requested while the button is still down.
 */
export class LinkObserver {
  private lastScroll = Number.NEGATIVE_INFINITY;
  private started = false;
  private hovered: Element | null = null;
  private hoverTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly delegate: LinkDelegate) {}

  /** Starts listening. Safe to call twice. */
  start(): void {
    if (this.started) return;
    this.started = true;
    document.addEventListener('pointerdown', this.onPointerDown);
    document.addEventListener('pointerover', this.onPointerOver);
    document.addEventListener('click', this.onClick);
    document.addEventListener('submit', this.onSubmit);
    window.addEventListener('scroll', this.onScroll, { passive: true });
  }

  /** Stops listening. Safe to call twice. */
  stop(): void {
    if (!this.started) return;
    this.started = false;
    clearTimeout(this.hoverTimer);
    this.hovered = null;
    window.removeEventListener('scroll', this.onScroll);
    document.removeEventListener('submit', this.onSubmit);
    document.removeEventListener('click', this.onClick);
    document.removeEventListener('pointerover', this.onPointerOver);
    document.removeEventListener('pointerdown', this.onPointerDown);
  }

  private readonly onScroll = (): void => {
    this.lastScroll = performance.now();
  };

  /** The link under `event`, or null. */
  private linkAt(event: Event): LinkElement | null {
    const target = event.composedPath()[0];
    const link = target instanceof Element ? target.closest<LinkElement>('a[href], area[href]') : null;
    return link && !link.closest('[contenteditable="true"]') ? link : null;
  }

  /**
   * The link under `event` and what the rules say about it; null when there is no usable link.
   * A hover is judged as the plain click it may become.
   */
  private hit(event: MouseEvent, link = this.linkAt(event), hover = false): Hit | null {
    if (!link) return null;
    const href = hrefOf(link);
    if (href === null) return null;
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return null;
    }
    const click: ClickFacts = {
      button: hover ? 0 : event.button,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      pointerType: 'pointerType' in event ? String(event.pointerType) : '',
      sinceScroll: performance.now() - this.lastScroll,
    };
    return { link, url, reason: skipReason(click, link, url, new URL(location.href)) };
  }

  /** Tells `hover` for a link the navigator would take and may request early. */
  private intent(event: PointerEvent, link: LinkElement | null): void {
    const hit = this.hit(event, link, true);
    if (!hit || hit.reason !== null || !mayRequestEarly(hit.link)) return;
    if (this.delegate.willFollow(hit.url, hit.link)) this.delegate.hover(hit.url, hit.link);
  }

  /**
   * Starts the 65 ms hover-intent timer when the mouse or pen enters a link; entering anything
   * else (another link, or no link) stops it. Touches are told at the press. A `pointerover` a
   * widget cancelled (it takes that link's click itself) starts nothing.
   */
  private readonly onPointerOver = (event: PointerEvent): void => {
    const link = this.linkAt(event);
    if (link === this.hovered) return;
    clearTimeout(this.hoverTimer);
    this.hovered = link;
    if (link && event.pointerType !== 'touch' && !event.defaultPrevented) {
      this.hoverTimer = setTimeout(() => this.intent(event, link), HOVER_INTENT_MS);
    }
  };

  private readonly onSubmit = (event: SubmitEvent): void => {
    const form = event.target;
    if (form instanceof HTMLFormElement && isSessionUrl(new URL(form.action)))
      this.delegate.sessionChanging();
  };

  private readonly onPointerDown = (event: PointerEvent): void => {
    // A press takes over from a hover still waiting: its request is the press's, never a second one.
    clearTimeout(this.hoverTimer);
    if (event.defaultPrevented || !event.isPrimary) return;
    if (event.pointerType === 'touch') {
      this.intent(event, this.linkAt(event));
      return;
    }
    const hit = this.hit(event);
    if (!hit || hit.reason !== null || !mayRequestOnPress(hit.link, event.pointerType)) return;
    if (this.delegate.willFollow(hit.url, hit.link)) this.delegate.press(hit.url, hit.link);
  };

  private readonly onClick = (event: MouseEvent): void => {
    const hit = event.defaultPrevented ? null : this.hit(event);
    if (hit?.reason === 'touch-after-scroll') event.preventDefault();
    if (hit?.reason === 'logoff') this.delegate.sessionChanging();
    if (!hit || hit.reason !== null || !this.delegate.willFollow(hit.url, hit.link)) {
      this.delegate.unpress();
      return;
    }
    event.preventDefault();
    this.delegate.follow(hit.url, hit.link);
  };
}
