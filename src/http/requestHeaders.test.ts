import { refreshSettings } from '../settings/index.ts';
import { requestHeaders, requestMode } from './requestHeaders.ts';

describe('requestHeaders', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<script type="application/json" id="vitrine-settings">{"culture":"fr","csrfToken":"tok"}</script>';
    document.body.innerHTML = '';
    refreshSettings();
  });
  afterEach(() => refreshSettings());

  it('marks every call to the shop as XMLHttpRequest, whatever its method, and none to another origin', () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect(requestHeaders(method, '/fr/cart')['X-Requested-With']).toBe('XMLHttpRequest');
      expect(requestHeaders(method, 'https://other.example/x')).toEqual({});
    }
  });

  it('lets a call to the shop follow redirects within the shop only (mode same-origin)', () => {
    expect(requestMode('/fr/cart')).toBe('same-origin');
    expect(requestMode(`${location.origin}/api/v1/a`)).toBe('same-origin');
    expect(requestMode('//other.example/x')).toBe('cors');
  });

  it('sends the CSRF token with a change to the page’s own origin, relative or absolute', () => {
    expect(requestHeaders('POST', 'api/v1/a').RequestVerificationToken).toBe('tok');
    expect(requestHeaders('delete', `${location.origin}/api/v1/a`).RequestVerificationToken).toBe('tok');
  });

  it('never sends the CSRF token to another origin, nor with a GET', () => {
    expect(requestHeaders('POST', 'https://other.example/api/collect')).not.toHaveProperty(
      'RequestVerificationToken',
    );
    expect(requestHeaders('POST', '//other.example/api/collect')).not.toHaveProperty(
      'RequestVerificationToken',
    );
    expect(requestHeaders('GET', '/api/v1/a')).not.toHaveProperty('RequestVerificationToken');
    expect(requestHeaders('HEAD', '/api/v1/a')).not.toHaveProperty('RequestVerificationToken');
  });

  it('sends the CSRF token with a GET that asks for it, to the page’s own origin only', () => {
    expect(requestHeaders('GET', '/assets/croptempimg/a', { csrf: true }).RequestVerificationToken).toBe(
      'tok',
    );
    expect(requestHeaders('GET', 'https://other.example/x', { csrf: true })).not.toHaveProperty(
      'RequestVerificationToken',
    );
  });

  it('takes the page’s antiforgery input when the settings carry no token', () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="from-form">';
    refreshSettings();
    expect(requestHeaders('POST', '/api/v1/a').RequestVerificationToken).toBe('from-form');
    document.body.innerHTML = '';
    expect(requestHeaders('POST', '/api/v1/a')).not.toHaveProperty('RequestVerificationToken');
  });
});
