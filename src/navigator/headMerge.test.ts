import { followsPage, mergeHead } from './headMerge.ts';

function parsed(head: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><head>${head}</head><body></body>`, 'text/html');
}

describe('followsPage', () => {
  it('takes named metas and the page’s own links, not the document’s assets or http-equiv', () => {
    const doc = parsed(`<meta name="description" content="d"><meta property="og:title" content="t">
      <meta http-equiv="refresh" content="0"><meta charset="utf-8"><link rel="shortcut icon" href="/i.ico">
      <link rel="canonical" href="/a"><link rel="alternate" hreflang="nl" href="/nl/a">
      <link rel="stylesheet"><link rel="alternate stylesheet"><link rel="preload" href="/f">`);
    const followed = [...doc.head.children].filter(followsPage).map((el) => el.outerHTML);
    expect(followed).toEqual([
      '<meta name="description" content="d">',
      '<meta property="og:title" content="t">',
      '<link rel="shortcut icon" href="/i.ico">',
      '<link rel="canonical" href="/a">',
      '<link rel="alternate" hreflang="nl" href="/nl/a">',
    ]);
  });
});

describe('mergeHead', () => {
  beforeEach(() => {
    document.head.innerHTML = `<meta charset="utf-8"><link rel="stylesheet" title="site">
      <link rel="icon" href="/a.svg"><link rel="canonical" href="/a"><meta name="description" content="A">
      <meta name="keywords" content="a">`;
  });

  it('takes the new page’s description, icon and canonical address, and drops a meta it lacks', () => {
    mergeHead(
      parsed(
        '<link rel="icon" href="/b.svg"><link rel="canonical" href="/b"><meta name="description" content="B">',
      ),
    );
    const head = document.head;
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('B');
    expect([...head.querySelectorAll('link[rel="icon"]')].map((l) => l.getAttribute('href'))).toEqual([
      '/b.svg',
    ]);
    expect([...head.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href'))).toEqual([
      '/b',
    ]);
    expect(head.querySelector('meta[name="keywords"]')).toBeNull();
  });

  it('makes the <style> rules a visit brought the new page’s, and leaves those of a <noscript> out', () => {
    document.head.insertAdjacentHTML('beforeend', '<style>.first-page{}</style>');
    mergeHead(parsed('<style>.kept{}</style><style>.a-only{}</style>'));
    const kept = [...document.head.querySelectorAll('style')].find(
      (style) => style.textContent === '.kept{}',
    );
    mergeHead(
      parsed('<style>.kept{}</style><style>.b-only{}</style><noscript><style>.no-js{}</style></noscript>'),
    );
    const styles = [...document.head.querySelectorAll('style')];
    // The first page's own (or a library's) stays: only what a visit put in is taken out again.
    expect(styles.map((style) => style.textContent)).toEqual(['.first-page{}', '.kept{}', '.b-only{}']);
    expect(styles[1]).toBe(kept);
  });

  it('keeps an equal element as the same node, and leaves stylesheets and charset alone', () => {
    const icon = document.head.querySelector('link[rel="icon"]');
    mergeHead(parsed('<link rel="icon" href="/a.svg">'));
    expect(document.head.querySelector('link[rel="icon"]')).toBe(icon);
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
