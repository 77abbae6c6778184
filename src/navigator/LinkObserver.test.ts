import { HOVER_INTENT_MS, type LinkDelegate, LinkObserver } from './LinkObserver.ts';

function observe() {
  const hovered: string[] = [];
  const sessions: number[] = [];
  const delegate: LinkDelegate = {
    willFollow: () => true,
    follow: () => {},
    press: () => {},
    unpress: () => {},
    hover: (url) => hovered.push(url.pathname),
    sessionChanging: () => sessions.push(1),
  };
  const observer = new LinkObserver(delegate);
  observer.start();
  return { observer, hovered, sessions };
}

function over(el: Element, pointerType = 'mouse'): void {
  el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType, isPrimary: true }));
}

const only = (html: string) => {
  document.body.innerHTML = html;
  const link = document.querySelector('a');
  if (!link) throw new Error('fixture needs a link');
  return link;
};

// happy-dom has no SVG link element; the observer only checks links against it.
if (!('SVGAElement' in globalThis)) vi.stubGlobal('SVGAElement', class SVGAElement {});

describe('LinkObserver hover intent', () => {
  let stop = () => {};
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('tells hover once a link has been under the mouse for 65 ms', () => {
    const { observer, hovered } = observe();
    stop = () => observer.stop();
    over(only('<a href="/fr/catalog">Catalogue</a>'));
    vi.advanceTimersByTime(HOVER_INTENT_MS - 1);
    expect(hovered).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(hovered).toEqual(['/fr/catalog']);
  });

  it('tells nothing when the mouse leaves the link before 65 ms', () => {
    const { observer, hovered } = observe();
    stop = () => observer.stop();
    const link = only('<a href="/fr/catalog">Catalogue</a>');
    over(link);
    vi.advanceTimersByTime(40);
    over(document.body);
    vi.advanceTimersByTime(100);
    expect(hovered).toEqual([]);
  });

  it('tells nothing for a link whose pointerover a widget cancelled (it takes that click itself)', () => {
    const { observer, hovered } = observe();
    stop = () => observer.stop();
    const link = only('<div id="pager"><a href="/fr/news?pageindex=2">2</a></div>');
    link.parentElement?.addEventListener('pointerover', (event) => event.preventDefault());
    link.dispatchEvent(
      new PointerEvent('pointerover', {
        bubbles: true,
        cancelable: true,
        pointerType: 'mouse',
        isPrimary: true,
      }),
    );
    vi.advanceTimersByTime(200);
    expect(hovered).toEqual([]);
  });

  it('tells no hover once the link is pressed before 65 ms: the press asks for the page', () => {
    const { observer, hovered } = observe();
    stop = () => observer.stop();
    const link = only('<a href="/fr/catalog">Catalogue</a>');
    over(link);
    vi.advanceTimersByTime(30);
    link.dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true, button: 0, pointerType: 'mouse', isPrimary: true }),
    );
    vi.advanceTimersByTime(200);
    expect(hovered).toEqual([]);
  });

  it('tells hover at once for a touch', () => {
    const { observer, hovered } = observe();
    stop = () => observer.stop();
    only('<a href="/fr/catalog">Catalogue</a>').dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch', isPrimary: true, button: 0 }),
    );
    expect(hovered).toEqual(['/fr/catalog']);
  });

  it.each([
    ['a link a widget owns', '<a href="/fr/a" data-widget="confirm-link">x</a>'],
    ['an unobtrusive-ajax link', '<a href="/fr/a" data-ajax="true">x</a>'],
    ['data-no-prefetch on an ancestor', '<nav data-no-prefetch><a href="/fr/a">x</a></nav>'],
    ['a logoff link', '<a href="/fr/security/logoff">x</a>'],
    ['a file link', '<a href="/fr/files/terms.pdf">x</a>'],
    ['another origin', '<a href="https://elsewhere.example/fr/a">x</a>'],
    ['a no-ajax link', '<a href="/fr/a" data-no-ajax>x</a>'],
  ])('never tells hover for %s', (_name, html) => {
    const { observer, hovered } = observe();
    stop = () => observer.stop();
    over(only(html));
    vi.advanceTimersByTime(200);
    expect(hovered).toEqual([]);
  });

  it('tells a session change when a logoff link is followed or a login form is sent', () => {
    const { observer, sessions } = observe();
    stop = () => observer.stop();
    const link = only('<a href="/fr/security/logoff">Log off</a>');
    const keep = (event: Event) => event.preventDefault();
    window.addEventListener('click', keep);
    link.click();
    window.removeEventListener('click', keep);
    expect(sessions).toHaveLength(1);
    document.body.innerHTML =
      '<form action="/fr/security/login" method="post"><button>Log in</button></form>';
    const form = document.querySelector('form');
    form?.addEventListener('submit', (event) => event.preventDefault());
    form?.requestSubmit();
    expect(sessions).toHaveLength(2);
  });

  it('leaves no hover timer behind after stop', () => {
    const { observer, hovered } = observe();
    over(only('<a href="/fr/catalog">Catalogue</a>'));
    observer.stop();
    vi.advanceTimersByTime(200);
    expect(hovered).toEqual([]);
  });
});
