import {
  type ClickFacts,
  extensionOf,
  isSamePageAnchor,
  isSessionUrl,
  mayRequestEarly,
  mayRequestOnPress,
  savesData,
  skipReason,
} from './linkRules.ts';

const here = new URL('https://shop.example/fr/catalog');
const plain: ClickFacts = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };

function link(html: string): Element {
  document.body.innerHTML = html;
  const a = document.querySelector('#l');
  if (!a) throw new Error('fixture needs #l');
  return a;
}

function decide(html: string, href: string, click: Partial<ClickFacts> = {}) {
  return skipReason({ ...plain, ...click }, link(html), new URL(href, here), here);
}

describe('skipReason', () => {
  it('takes a plain internal link', () => {
    expect(decide('<a id="l">x</a>', '/fr/about')).toBeNull();
  });
  it('takes page extensions .html .htm .aspx .php', () => {
    for (const ext of ['html', 'htm', 'aspx', 'php'])
      expect(decide('<a id="l">x</a>', `/fr/p.${ext}`)).toBeNull();
  });
  it('leaves clicks with ctrl, meta, shift or alt held', () => {
    for (const key of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
      expect(decide('<a id="l">x</a>', '/fr/a', { [key]: true })).toBe('modifier');
    }
  });
  it('leaves middle and right clicks', () => {
    expect(decide('<a id="l">x</a>', '/fr/a', { button: 1 })).toBe('button');
  });
  it('leaves other origins', () => {
    expect(decide('<a id="l">x</a>', 'https://other.example/fr/a')).toBe('origin');
  });
  it('leaves non-http schemes', () => {
    expect(decide('<a id="l">x</a>', 'mailto:a@b.c')).toBe('scheme');
    expect(decide('<a id="l">x</a>', 'tel:+3212')).toBe('scheme');
    expect(decide('<a id="l">x</a>', 'javascript:void(0)')).toBe('scheme');
  });
  it('leaves logoff links', () => {
    expect(decide('<a id="l">x</a>', '/fr/security/logoff')).toBe('logoff');
    expect(decide('<a id="l">x</a>', '/fr/account/LogOut?x=1')).toBe('logoff');
  });
  it('leaves links to files', () => {
    expect(decide('<a id="l">x</a>', '/media/brochure.pdf')).toBe('file');
    expect(decide('<a id="l">x</a>', '/media/photo.JPG?v=2')).toBe('file');
  });
  it('leaves links marked no-ajax, on the link or an ancestor', () => {
    expect(decide('<a id="l" data-no-ajax>x</a>', '/fr/a')).toBe('no-ajax');
    expect(decide('<a id="l" class="no-ajax">x</a>', '/fr/a')).toBe('no-ajax');
    expect(decide('<nav class="no-ajax"><a id="l">x</a></nav>', '/fr/a')).toBe('no-ajax');
    expect(decide('<div data-no-ajax><a id="l">x</a></div>', '/fr/a')).toBe('no-ajax');
  });
  it('leaves ajax-tab links', () => {
    expect(decide('<a id="l" class="ajax-tab">x</a>', '/fr/a')).toBe('ajax-tab');
  });
  it('leaves links opening another target, but not _self', () => {
    expect(decide('<a id="l" target="_blank">x</a>', '/fr/a')).toBe('target');
    expect(decide('<a id="l" target="_self">x</a>', '/fr/a')).toBeNull();
  });
  it('leaves download links', () => {
    expect(decide('<a id="l" download>x</a>', '/fr/a')).toBe('download');
  });
  it('leaves tab and collapse toggles', () => {
    expect(decide('<a id="l" data-bs-toggle="tab">x</a>', '/fr/a')).toBe('toggle');
    expect(decide('<a id="l" data-toggle="collapse">x</a>', '/fr/a')).toBe('toggle');
  });
  it('leaves href="#", a script\'s button, but takes a link to an anchor', () => {
    expect(decide('<a id="l" href="#">x</a>', `${here.href}#`)).toBe('script-link');
    expect(decide('<a id="l" href="#reviews">x</a>', `${here.href}#reviews`)).toBeNull();
  });
  it('ignores a tap that follows a scroll by less than 500 ms', () => {
    expect(decide('<a id="l">x</a>', '/fr/a', { pointerType: 'touch', sinceScroll: 200 })).toBe(
      'touch-after-scroll',
    );
    expect(decide('<a id="l">x</a>', '/fr/a', { pointerType: 'touch', sinceScroll: 600 })).toBeNull();
    expect(decide('<a id="l">x</a>', '/fr/a', { pointerType: 'mouse', sinceScroll: 10 })).toBeNull();
  });
});

describe('extensionOf', () => {
  it('reads the last segment only', () => {
    expect(extensionOf('/a.b/c')).toBe('');
    expect(extensionOf('/a/file.tar.gz')).toBe('gz');
    expect(extensionOf('/.hidden')).toBe('');
  });
});

describe('isSamePageAnchor', () => {
  it('is true only when the fragment alone differs', () => {
    expect(isSamePageAnchor(new URL('#top', here), here)).toBe(true);
    expect(isSamePageAnchor(new URL('/fr/other#top', here), here)).toBe(false);
    expect(isSamePageAnchor(new URL('?page=2#top', here), here)).toBe(false);
    expect(isSamePageAnchor(new URL('/fr/catalog', here), here)).toBe(false);
  });
});

describe('mayRequestOnPress', () => {
  it('requests a plain link pressed with a mouse or a pen', () => {
    expect(mayRequestOnPress(link('<a id="l" href="/fr/a">x</a>'), 'mouse')).toBe(true);
    expect(mayRequestOnPress(link('<a id="l" href="/fr/a">x</a>'), 'pen')).toBe(true);
  });
  it('waits for the click on touch: the press may start a scroll', () => {
    expect(mayRequestOnPress(link('<a id="l" href="/fr/a">x</a>'), 'touch')).toBe(false);
  });
  it('never requests a link a widget owns or an unobtrusive-ajax link', () => {
    expect(mayRequestOnPress(link('<a id="l" data-widget="confirm-link">x</a>'), 'mouse')).toBe(false);
    expect(mayRequestOnPress(link('<a id="l" data-ajax="true">x</a>'), 'mouse')).toBe(false);
  });
  it('honours data-no-prefetch on the link or an ancestor, unless "false"', () => {
    expect(mayRequestOnPress(link('<a id="l" data-no-prefetch>x</a>'), 'mouse')).toBe(false);
    expect(mayRequestOnPress(link('<nav data-no-prefetch><a id="l">x</a></nav>'), 'mouse')).toBe(false);
    expect(mayRequestOnPress(link('<a id="l" data-no-prefetch="false">x</a>'), 'mouse')).toBe(true);
  });
});

describe('mayRequestEarly', () => {
  it('is the one exclusion list of the press and the hover requests', () => {
    expect(mayRequestEarly(link('<a id="l" href="/fr/a">x</a>'))).toBe(true);
    expect(mayRequestEarly(link('<a id="l" data-widget="confirm-link">x</a>'))).toBe(false);
    expect(mayRequestEarly(link('<a id="l" data-ajax="true">x</a>'))).toBe(false);
    expect(mayRequestEarly(link('<nav data-no-prefetch><a id="l">x</a></nav>'))).toBe(false);
  });
});

describe('savesData', () => {
  it('says no hover request when the browser asks to save data or the connection is 2G', () => {
    expect(savesData(undefined)).toBe(false);
    expect(savesData({ saveData: false, effectiveType: '4g' })).toBe(false);
    expect(savesData({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(savesData({ effectiveType: '2g' })).toBe(true);
    expect(savesData({ effectiveType: 'slow-2g' })).toBe(true);
    expect(savesData({ effectiveType: '3g' })).toBe(false);
  });
});

describe('isSessionUrl', () => {
  it('knows the login and logoff addresses', () => {
    expect(isSessionUrl(new URL('/fr/security/login?returnUrl=%2F', here))).toBe(true);
    expect(isSessionUrl(new URL('/fr/security/logoff', here))).toBe(true);
    expect(isSessionUrl(new URL('/fr/account/sign-out', here))).toBe(true);
    expect(isSessionUrl(new URL('/fr/catalog/login-shoes', here))).toBe(false);
  });
});
