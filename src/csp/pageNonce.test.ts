import { runScript } from '../consent/gatedScripts.ts';
import { liveCopy } from '../navigator/scripts.ts';
import { forgetPageNonce, pageNonce } from './pageNonce.ts';

/** A page served with nonce `page-nonce`, as the browser shows it: the attribute hidden, the property kept. */
function servedPage(): void {
  document.head.innerHTML = '<script type="application/json" id="vitrine-settings">{}</script>';
  const own = document.head.querySelector('script')!;
  own.setAttribute('nonce', '');
  own.nonce = 'page-nonce';
  forgetPageNonce();
}

/** A script of a fetched page (or fragment), stamped with that response's own nonce. */
function fetchedScript(html: string): HTMLScriptElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.querySelector('script')!;
}

describe('the page nonce', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    forgetPageNonce();
  });

  it('is read from the nonce property of the page’s own scripts, not the emptied attribute', () => {
    servedPage();
    expect(pageNonce()).toBe('page-nonce');
  });

  it('is empty on a page without one', () => {
    document.head.innerHTML = '<script type="application/json" id="vitrine-settings">{}</script>';
    forgetPageNonce();
    expect(pageNonce()).toBe('');
  });

  it('stamps an inline script of swapped content with the page’s nonce, not the fetched one', () => {
    servedPage();
    const copy = liveCopy(fetchedScript('<script nonce="fetched-nonce">go()</script>'));
    expect(copy.nonce).toBe('page-nonce');
    expect(copy.getAttribute('nonce')).toBeNull();
    expect(copy.textContent).toBe('go()');
  });

  it('stamps a gated consent script with the page’s nonce, even when its attribute reads empty', () => {
    servedPage();
    document.body.innerHTML = '<script type="text/plain" data-consent="statistics">track()</script>';
    const gated = document.body.querySelector('script')!;
    gated.setAttribute('nonce', '');
    gated.nonce = 'page-nonce';
    const ran = runScript(gated);
    expect(ran.nonce).toBe('page-nonce');
    expect(ran.type).toBe('text/javascript');
  });

  it('stamps a gated script swapped in from another response with the page’s nonce', () => {
    servedPage();
    document.body.append(
      fetchedScript('<script type="text/plain" data-consent="statistics" nonce="fetched">t()</script>'),
    );
    const ran = runScript(document.body.querySelector('script[data-consent]')!);
    expect(ran.nonce).toBe('page-nonce');
  });

  it('keeps the script’s own nonce property on a page that has none of its own', () => {
    document.head.innerHTML = '';
    forgetPageNonce();
    const script = fetchedScript('<script>go()</script>');
    script.nonce = 'only-one';
    expect(liveCopy(script).nonce).toBe('only-one');
  });
});
