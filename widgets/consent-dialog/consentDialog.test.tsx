import { act } from 'react';
import { uniformChoice } from '../../src/index.ts';
import widget from './index.ts';
import { readTexts } from './texts.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The markup of the fixture CMS (fixtures/pages/ConsentDialog.tsx), trimmed.
const MARKUP = `
<div class="consent" data-widget="consent-dialog">
  <section class="consent-banner" aria-labelledby="t1" data-consent-banner>
    <h2 id="t1">Vos préférences cookies</h2>
    <form method="post" action="/fr/consent">
      <input type="hidden" name="returnUrl" value="/fr/">
      <button type="submit" name="consent" value="customize" data-consent-customize>Personnaliser</button>
      <button type="submit" name="consent" value="none" data-consent-decline-all>Tout refuser</button>
      <button type="submit" name="consent" value="all" data-consent-accept-all>Tout accepter</button>
    </form>
  </section>
  <dialog class="consent-modal" data-consent-modal>
    <form method="dialog">
      <h2>Vos préférences cookies</h2>
      <p>Nous utilisons des cookies.</p>
      <p><input id="all" type="checkbox" data-consent-all><label for="all">Tout activer</label></p>
      <fieldset><legend>Catégories</legend>
        <input id="p" type="checkbox" name="preferences" aria-describedby="p-t"><label for="p">Préférences</label><p id="p-t">Langue</p>
        <input id="s" type="checkbox" name="statistics" aria-describedby="s-t"><label for="s">Statistiques</label><p id="s-t">Mesure</p>
        <input id="m" type="checkbox" name="marketing" aria-describedby="m-t"><label for="m">Marketing</label><p id="m-t">Publicité</p>
      </fieldset>
      <button type="button" data-consent-decline-all>Tout refuser</button>
      <button type="button" data-consent-save>Enregistrer mes choix</button>
      <button type="button" data-consent-accept-all>Tout accepter</button>
    </form>
  </dialog>
</div>
<main data-page-content><a href="#" data-consent-open>Préférences cookies</a></main>`;

type Record = { preferences: boolean; statistics: boolean; marketing: boolean };

describe('consent-dialog', () => {
  let saved: Record[];
  let unmount: (() => void) | undefined;
  let controller: AbortController;
  let posts: number;
  let bannerChanges: MutationRecord[];
  const mount = async (stored?: Record, serverHidden = stored !== undefined) => {
    unmount?.();
    controller?.abort();
    saved = [];
    posts = 0;
    document.body.innerHTML = MARKUP;
    const banner = document.querySelector<HTMLElement>('[data-consent-banner]')!;
    banner.hidden = serverHidden;
    // Without the widget's click handling the form would post (jsdom does not navigate).
    banner.querySelector('form')!.addEventListener('submit', (event) => {
      posts += 1;
      event.preventDefault();
    });
    const watch = new MutationObserver(() => {});
    watch.observe(banner, { attributes: true });
    window.vitrine = {
      consent: stored ? { stamp: 's', ...stored } : undefined,
      saveConsent: (choice: Record) => {
        saved.push(choice);
        (window.vitrine as { consent?: unknown }).consent = { stamp: 's', ...choice };
      },
    } as never;
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response('{}', { headers: { 'content-type': 'application/json' } }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = document.querySelector<HTMLElement>('[data-widget]')!;
    controller = new AbortController();
    unmount = (await widget.start(el, {
      name: 'consent-dialog',
      signal: controller.signal,
    })) as () => void;
    bannerChanges = watch.takeRecords();
    watch.disconnect();
  };
  beforeEach(() => mount());
  afterEach(() => {
    controller.abort();
    unmount?.();
    delete window.vitrine;
    vi.restoreAllMocks();
  });

  it('reads the modal texts the CMS rendered', () => {
    const modal = document.createElement('div');
    modal.innerHTML = MARKUP;
    const texts = readTexts(modal.querySelector('dialog')!);
    expect(texts.title).toBe('Vos préférences cookies');
    expect(texts.intro).toBe('Nous utilisons des cookies.');
    expect(texts.allActive).toBe('Tout activer');
    expect(texts.categories.map((c) => [c.label, c.text])).toEqual([
      ['Préférences', 'Langue'],
      ['Statistiques', 'Mesure'],
      ['Marketing', 'Publicité'],
    ]);
    expect([texts.declineAll, texts.save, texts.acceptAll]).toEqual([
      'Tout refuser',
      'Enregistrer mes choix',
      'Tout accepter',
    ]);
  });

  it('shows the banner while nothing is stored and hides it once the customer accepts', () => {
    const banner = document.querySelector<HTMLElement>('[data-consent-banner]')!;
    expect(banner.hidden).toBe(false);
    banner.querySelector<HTMLButtonElement>('[data-consent-accept-all]')!.click();
    expect(saved).toEqual([{ preferences: true, statistics: true, marketing: true }]);
    expect(banner.hidden).toBe(true);
  });

  it('declines everything from the banner', () => {
    document.querySelector<HTMLButtonElement>('[data-consent-banner] [data-consent-decline-all]')!.click();
    expect(saved).toEqual([{ preferences: false, statistics: false, marketing: false }]);
  });

  it("takes the banner's buttons in place of its form's post", () => {
    const banner = document.querySelector<HTMLElement>('[data-consent-banner]')!;
    banner.querySelector<HTMLButtonElement>('[data-consent-decline-all]')!.click();
    expect(posts).toBe(0);
  });

  it('adopts the banner the server showed as it is: no attribute written at mount', () => {
    expect(document.querySelector<HTMLElement>('[data-consent-banner]')!.hidden).toBe(false);
    expect(bannerChanges).toEqual([]);
  });

  it('keeps a banner the server hid hidden, and shows it when a swapped page asks again', async () => {
    await mount({ preferences: false, statistics: true, marketing: false });
    const banner = document.querySelector<HTMLElement>('[data-consent-banner]')!;
    expect(bannerChanges).toEqual([]);
    expect(banner.hidden).toBe(true);
    // The core re-reads the cookie on a swap: a page with another stamp leaves no current choice.
    (window.vitrine as { consent?: unknown }).consent = undefined;
    document.dispatchEvent(new CustomEvent('vitrine:page-swap', { detail: { url: location.href } }));
    expect(banner.hidden).toBe(false);
  });

  it('hides a banner the server showed when the browser has a choice the request did not carry', async () => {
    await mount({ preferences: true, statistics: true, marketing: true }, false);
    expect(document.querySelector<HTMLElement>('[data-consent-banner]')!.hidden).toBe(true);
  });

  it('hides the banner after a save made elsewhere (vitrine:consent-set)', () => {
    const banner = document.querySelector<HTMLElement>('[data-consent-banner]')!;
    (window.vitrine as { consent?: unknown }).consent = { stamp: 's', ...uniformChoice(false) };
    document.dispatchEvent(new CustomEvent('vitrine:consent-set', { detail: window.vitrine?.consent }));
    expect(banner.hidden).toBe(true);
  });

  it("takes the server's modal out while mounted and puts it back on unmount", () => {
    expect(document.querySelector('dialog[data-consent-modal]')).toBeNull();
    unmount?.();
    unmount = undefined;
    expect(document.querySelector('dialog[data-consent-modal]')).not.toBeNull();
  });

  it('opens the preferences island from a link, saves the chosen categories and leaves no React root', async () => {
    const { liveRoots } = await import('../../src/util/liveRoots.ts');
    const before = liveRoots.count;
    await act(async () => document.querySelector<HTMLElement>('[data-consent-open]')!.click());
    // The dialog opens in an effect, its content is portalled into it on the next render.
    await vi.waitFor(
      () =>
        expect(document.querySelector('dialog.consent-preferences input[name="marketing"]')).not.toBeNull(),
      5000,
    );
    const dialog = document.querySelector('dialog.consent-preferences')!;
    expect(liveRoots.count).toBe(before + 1);
    const box = (name: string) => dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    const all = dialog.querySelector<HTMLInputElement>('input:not([name])')!;
    await act(async () => box('statistics').click());
    expect(all.checked).toBe(false);
    await act(async () => all.click());
    expect([box('preferences').checked, box('marketing').checked]).toEqual([true, true]);
    await act(async () => box('marketing').click());
    const save = [...dialog.querySelectorAll('button')].find(
      (b) => b.textContent === 'Enregistrer mes choix',
    )!;
    await act(async () => save.click());
    expect(saved).toEqual([{ preferences: true, statistics: true, marketing: false }]);
    await vi.waitFor(() => expect(liveRoots.count).toBe(before), 5000);
    expect(document.querySelector<HTMLElement>('[data-consent-banner]')!.hidden).toBe(true);
  });
});
