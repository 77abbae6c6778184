import fr from '../../i18n/defaults/fr.json';

/** A fresh page: its own strings, a form, and the strings call answering 404 (a CMS without it). */
async function page(html: string) {
  vi.resetModules();
  sessionStorage.clear();
  document.head.innerHTML =
    '<script type="application/json" id="vitrine-settings">{"culture":"fr","appPath":"/"}</script>';
  document.body.innerHTML = `<form action="/save">${html}</form>`;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response('{"Message":"Not found"}', { status: 404 }));
  const { attachValidation } = await import('./attach.ts');
  const form = document.querySelector('form')!;
  attachValidation(form);
  const submit = () => form.dispatchEvent(new Event('submit', { cancelable: true }));
  return { submit, fetch };
}

const message = (name: string) => document.querySelector(`[data-valmsg-for="${name}"]`)?.textContent;

describe('a rule whose message the CMS left empty', () => {
  it("holds the submit until the strings are ready, then shows the bundle's text for the rule", async () => {
    const { submit } = await page(`
      <input name="A" data-val="true" data-val-required=""><span data-valmsg-for="A"></span>
      <input name="B" value="x" data-val="true" data-val-regex=" " data-val-regex-pattern="^\\d+$">
      <span data-valmsg-for="B"></span>`);
    expect(submit()).toBe(false);
    await vi.waitFor(() => expect(message('A')).toBe(fr['Core.FieldRequired']));
    expect(message('B')).toBe(fr['Core.FieldInvalid']);
  });

  it('validates at once, and asks for no strings, when every rule carries its message', async () => {
    const { submit, fetch } = await page(
      '<input name="A" data-val="true" data-val-required="A is required" data-val-length-max="3"><span data-valmsg-for="A"></span>',
    );
    expect(submit()).toBe(false);
    expect(message('A')).toBe('A is required');
    expect(fetch).not.toHaveBeenCalled();
  });
});
