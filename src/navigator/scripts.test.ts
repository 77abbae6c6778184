import { isRunnable, liveCopy } from './scripts.ts';

function script(html: string): HTMLScriptElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.querySelector('script')!;
}

describe('isRunnable', () => {
  it('runs classic and module scripts', () => {
    expect(isRunnable(script('<script>a()</script>'))).toBe(true);
    expect(isRunnable(script('<script type="module">a()</script>'))).toBe(true);
    expect(isRunnable(script('<script type="text/javascript">a()</script>'))).toBe(true);
  });
  it('leaves consent-gated scripts to the consent module', () => {
    expect(isRunnable(script('<script type="text/plain" data-consent="statistics">a()</script>'))).toBe(
      false,
    );
    expect(isRunnable(script('<script data-consent="marketing">a()</script>'))).toBe(false);
  });
  it('leaves data blocks alone', () => {
    expect(isRunnable(script('<script type="application/json">{}</script>'))).toBe(false);
    expect(isRunnable(script('<script type="application/ld+json">{}</script>'))).toBe(false);
  });
});

describe('liveCopy', () => {
  it('copies the text and every attribute', () => {
    const copy = liveCopy(script('<script data-x="1" nonce="abc">go()</script>'));
    expect(copy).not.toBe(script);
    expect(copy.textContent).toBe('go()');
    expect(copy.getAttribute('data-x')).toBe('1');
  });
});
