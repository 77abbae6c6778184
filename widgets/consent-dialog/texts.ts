import { CONSENT_CATEGORIES, type ConsentChoice } from '../../src/index.ts';

/** The translated texts of the preferences modal, as the CMS rendered them (see README.md). */
export interface PreferencesTexts {
  title: string;
  intro: string;
  allActive: string;
  legend: string;
  categories: { name: keyof ConsentChoice; label: string; text: string }[];
  declineAll: string;
  save: string;
  acceptAll: string;
}

const text = (root: ParentNode, selector: string): string =>
  root.querySelector(selector)?.textContent?.trim() ?? '';

/** Reads the texts of the server's `<dialog data-consent-modal>`; missing parts read as ''. */
export function readTexts(modal: Element): PreferencesTexts {
  const byId = (id: string | null | undefined) =>
    id ? [...modal.querySelectorAll('[id]')].find((el) => el.id === id) : undefined;
  const labelOf = (input: Element | null) =>
    [...modal.querySelectorAll('label')]
      .find((label) => input && label.htmlFor === input.id)
      ?.textContent?.trim() ?? '';
  const intro = [...modal.querySelectorAll('form > p')].find((p) => !p.querySelector('input'));
  return {
    title: text(modal, 'h2'),
    intro: intro?.textContent?.trim() ?? '',
    allActive: labelOf(modal.querySelector('[data-consent-all]')),
    legend: text(modal, 'legend'),
    categories: CONSENT_CATEGORIES.map((name) => {
      const input = modal.querySelector(`input[name="${name}"]`);
      return {
        name,
        label: labelOf(input),
        text: byId(input?.getAttribute('aria-describedby'))?.textContent?.trim() ?? '',
      };
    }),
    declineAll: text(modal, '[data-consent-decline-all]'),
    save: text(modal, '[data-consent-save]'),
    acceptAll: text(modal, '[data-consent-accept-all]'),
  };
}
