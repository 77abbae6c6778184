/**
 * The door's modules as a page loads them: evaluated anew, so no policy is made yet (a document
 * keeps its policy for its whole life).
 */
async function freshDoor() {
  vi.resetModules();
  return {
    ...(await import('../html/htmlDoor.ts')),
    ...(await import('./trustedPolicy.ts')),
    ...(await import('./trustedScripts.ts')),
  };
}

type Rules = Record<string, (value: string) => string>;

/** A browser's Trusted Types, as far as the policy uses them: the rules, wrapped. */
function fakeTrustedTypes(): { names: string[]; rules?: Rules } {
  const made: { names: string[]; rules?: Rules } = { names: [] };
  vi.stubGlobal('trustedTypes', {
    createPolicy(name: string, rules: Rules) {
      made.names.push(name);
      made.rules = rules;
      return {
        createHTML: (value: string) => ({ html: rules.createHTML?.(value) }),
        createScript: (value: string) => ({ script: rules.createScript?.(value) }),
        createScriptURL: (value: string) => ({ url: rules.createScriptURL?.(value) }),
      };
    },
  });
  return made;
}

describe('the vitrine Trusted Types policy', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('changes nothing where the browser has no Trusted Types', async () => {
    const { trusted } = await freshDoor();
    expect(trusted('createHTML', '<p>x</p>')).toBe('<p>x</p>');
  });

  it('is made once, named vitrine, and makes what the door vouches for', async () => {
    const { POLICY_NAME, trusted } = await freshDoor();
    const made = fakeTrustedTypes();
    expect(trusted('createHTML', '<p>x</p>')).toEqual({ html: '<p>x</p>' });
    expect(trusted('createScriptURL', '/dist/a.js')).toEqual({ url: '/dist/a.js' });
    expect(made.names).toEqual([POLICY_NAME]);
  });

  it('lends nothing to code that gets hold of it: its rules refuse a value the door did not vouch for', async () => {
    const { trusted } = await freshDoor();
    const made = fakeTrustedTypes();
    trusted('createHTML', '<p>x</p>');
    expect(() => made.rules?.createHTML?.('<img src=x onerror=alert(1)>')).toThrow(/vouches/);
    expect(() => made.rules?.createScript?.('alert(1)')).toThrow(/vouches/);
  });

  it('gives a script its text only when it came from the CMS through the door', async () => {
    const { markParsedScripts, trustedScriptText } = await freshDoor();
    fakeTrustedTypes();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stray = document.createElement('script');
    stray.text = 'stray()';
    expect(trustedScriptText(stray)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    const fromCms = document.createElement('template');
    fromCms.innerHTML = '<script>page()</script>';
    markParsedScripts(fromCms.content);
    expect(trustedScriptText(fromCms.content.querySelector('script')!)).toEqual({ script: 'page()' });
    warn.mockRestore();
  });

  it('parses a page inertly through the door', async () => {
    const { parseDocument } = await freshDoor();
    const doc = parseDocument('<title>T</title><main><p>x</p></main>');
    expect(doc.querySelector('main p')?.textContent).toBe('x');
  });
});
