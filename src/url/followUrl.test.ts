import { handleFailures } from '../http/errorPolicy.ts';
import { navigateTo } from '../navigator/navigateTo.ts';
import { followUrl } from './followUrl.ts';

describe('followUrl', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    delete (window as { vitrine?: unknown }).vitrine;
  });

  it('hands a page of this origin to the visit, parsed', async () => {
    const visit = vi.fn(() => 'visited');
    const result = await followUrl('  /fr/catalog?q=1 ', {}, visit);
    expect(result).toBe('visited');
    expect(visit).toHaveBeenCalledWith(new URL('/fr/catalog?q=1', location.href));
  });

  it('refuses javascript: with a console error naming the address and the reason, and visits nothing', async () => {
    const visit = vi.fn();
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    expect(await followUrl('java\tscript:alert(1)', {}, visit)).toBe('refused');
    expect(visit).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/refused to navigate to .*java.*script.*: scheme/),
    );
  });

  it('loads another origin in full, or refuses it with shopOnly', async () => {
    const visit = vi.fn();
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    expect(await followUrl('https://elsewhere.example/x', {}, visit)).toBe('loaded');
    expect(assign).toHaveBeenCalledWith('https://elsewhere.example/x');
    expect(await followUrl('https://elsewhere.example/x', { shopOnly: true }, visit)).toBe('refused');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(visit).not.toHaveBeenCalled();
  });
});

describe('navigateTo', () => {
  afterEach(() => {
    delete (window as { vitrine?: unknown }).vitrine;
  });

  it('gives window.vitrine.navigate only an address of the shop', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const navigate = vi.fn(() => Promise.resolve('done'));
    (window as { vitrine?: unknown }).vitrine = { navigate };
    await navigateTo('data:text/html,<b>x</b>');
    await navigateTo('//evil.example/p');
    expect(navigate).not.toHaveBeenCalled();
    await navigateTo('/fr/catalog/products/1001');
    expect(navigate).toHaveBeenCalledWith(new URL('/fr/catalog/products/1001', location.href).href, {});
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/fr/', 'javascript:alert(1)'])(
    'refuses %s from an answer: nothing is loaded and the error policy shows its modal',
    async (hostile) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
      const shown = vi.fn();
      const uninstall = handleFailures(shown);
      expect(await navigateTo(hostile)).toBe('refused');
      uninstall();
      expect(assign).not.toHaveBeenCalled();
      expect(shown).toHaveBeenCalledWith('error-modal', {});
    },
  );
});
