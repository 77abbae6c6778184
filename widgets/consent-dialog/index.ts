import { type ConsentChoice, defineWidget } from '../../src/index.ts';
import { attachBanner } from './banner.ts';
import { type PreferencesTexts, readTexts } from './texts.ts';

// The core's consent is reached through window.vitrine (it lives in the entry): this chunk loads
// on every page and imports nothing else of the core but defineWidget, and no React.
const stored = (): ConsentChoice | undefined => window.vitrine?.consent;

export default defineWidget({
  name: 'consent-dialog',
  strategy: 'eager',
  options: {},
  mount(el, _options, { signal }) {
    const modal = el.querySelector('dialog[data-consent-modal]');
    const texts: PreferencesTexts | undefined = modal ? readTexts(modal) : undefined;
    // The island renders the preferences from these texts; the server's copy goes while mounted.
    modal?.remove();
    let preferences: 'closed' | 'opening' | 'open' = 'closed';
    let close: (() => void) | undefined;
    const save = (choice: ConsentChoice) => {
      window.vitrine?.saveConsent(choice);
      sync();
    };
    const open = async () => {
      if (!texts || preferences !== 'closed') return;
      preferences = 'opening';
      try {
        const island = await import('./preferencesIsland.tsx');
        if (signal.aborted) return;
        close = await island.openPreferences(el, signal, { texts, stored: stored(), save }, () => {
          preferences = 'closed';
        });
        preferences = 'open';
      } catch (error) {
        preferences = 'closed';
        console.error('[vitrine] widget "consent-dialog": the preferences could not open', error);
      }
    };
    const sync = attachBanner(el, { stored, save, openPreferences: () => void open() }, signal);
    return () => {
      close?.();
      if (modal) el.append(modal);
    };
  },
});
