/**
 * The modules that read or stamp the page's nonce, as a page loads them: evaluated anew, so the
 * nonce is read from the page as it is now (a document keeps its nonce for its whole life).
 */
async function freshModules() {
  vi.resetModules();
  return {
    ...(await import('./pageNonce.ts')),
    ...(await import('../navigator/adoptNonces.ts')),
    ...(await import('../navigator/scripts.ts')),
    ...(await import('../consent/gatedScripts.ts')),
  };
}

/** A page served with nonce `page-nonce`, as the browser shows it: the attribute hidden, the property kept. */
function servedPage(): ReturnType<typeof freshModules> {
  document.head.innerHTML = '<script type="application/json" id="vitrine-settings">{}</script>';
  const own = document.head.querySelector('script')!;
  own.setAttribute('nonce', '');
  own.nonce = 'page-nonce';
  return freshModules();
}

/** A fetched answer (a page's content, a fragment), parsed inertly. */
function answer(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('the page nonce', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('is read from the nonce property of the page’s own scripts, not the emptied attribute', async () => {
    const { pageNonce } = await servedPage();
    expect(pageNonce()).toBe('page-nonce');
  });

  it('is empty on a page without one', async () => {
    document.head.innerHTML = '<script type="application/json" id="vitrine-settings">{}</script>';
    const { pageNonce } = await freshModules();
    expect(pageNonce()).toBe('');
  });

  it('stamps an inline script of swapped content with the page’s nonce when its answer vouched for it', async () => {
    const { adoptNonces, liveCopy } = await servedPage();
    const root = answer('<script nonce="fetched-nonce">go()</script>');
    adoptNonces(root, 'fetched-nonce');
    const copy = liveCopy(root.querySelector('script')!);
    expect(copy.nonce).toBe('page-nonce');
    expect(copy.getAttribute('nonce')).toBeNull();
    expect(copy.textContent).toBe('go()');
  });

  it('gives no nonce to a script of swapped content its answer did not vouch for', async () => {
    const { adoptNonces, liveCopy } = await servedPage();
    const root = answer('<script>injected()</script><script nonce="guessed">forged()</script>');
    adoptNonces(root, 'fetched-nonce');
    for (const script of root.querySelectorAll('script')) expect(liveCopy(script).nonce).toBeFalsy();
  });

  it('gives no nonce to the scripts of an answer sent without a nonce policy', async () => {
    const { adoptNonces, liveCopy } = await servedPage();
    const root = answer('<script nonce="page-nonce">go()</script>');
    adoptNonces(root, '');
    expect(liveCopy(root.querySelector('script')!).nonce).toBeFalsy();
  });

  it('stamps a gated consent script the page’s server vouched for, even when its attribute reads empty', async () => {
    const { runScript } = await servedPage();
    document.body.innerHTML = '<script type="text/plain" data-consent="statistics">track()</script>';
    const gated = document.body.querySelector('script')!;
    gated.setAttribute('nonce', '');
    gated.nonce = 'page-nonce';
    const ran = runScript(gated);
    expect(ran.nonce).toBe('page-nonce');
    expect(ran.type).toBe('text/javascript');
  });

  it('gives no nonce to a gated script that came in without the page’s (a widget’s fragment)', async () => {
    const { runScript } = await servedPage();
    document.body.append(
      answer('<script type="text/plain" data-consent="statistics" nonce="fragment">t()</script>'),
    );
    const ran = runScript(document.body.querySelector('script[data-consent]')!);
    expect(ran.nonce).toBeFalsy();
  });

  it('stamps a gated script of a visited page once its answer vouched for it', async () => {
    const { adoptNonces, runScript } = await servedPage();
    const root = answer('<script type="text/plain" data-consent="statistics" nonce="fetched">t()</script>');
    adoptNonces(root, 'fetched');
    document.body.append(root);
    expect(runScript(document.body.querySelector('script[data-consent]')!).nonce).toBe('page-nonce');
  });

  it('reads the nonce of an answer from its policy header', async () => {
    const { policyNonce } = await freshModules();
    expect(policyNonce("script-src 'nonce-abc+/=' 'strict-dynamic'; object-src 'none'")).toBe('abc+/=');
    expect(policyNonce("script-src 'self'")).toBe('');
    expect(policyNonce(null)).toBe('');
  });
});

describe('whether a script may run here', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('lets any script run on a page served without a nonce', async () => {
    document.head.innerHTML = '';
    const { vouchedFor } = await freshModules();
    expect(vouchedFor(document.createElement('script'))).toBe(true);
  });

  it('lets only scripts with the page’s nonce run on a page served with one', async () => {
    document.head.innerHTML = '<script type="application/json" id="vitrine-settings">{}</script>';
    document.head.querySelector('script')!.nonce = 'page-nonce';
    document.head.querySelector('script')!.setAttribute('nonce', '');
    const { vouchedFor } = await freshModules();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const own = document.createElement('script');
    own.nonce = 'page-nonce';
    expect(vouchedFor(own)).toBe(true);
    expect(vouchedFor(document.createElement('script'))).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
