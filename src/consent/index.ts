/** Cookie consent core: the stored record, Consent Mode, gated scripts (docs/integration.md, "Consent"). */
export {
  type ConsentCallback,
  type ConsentCallbackKind,
  currentConsent,
  onConsent,
  readConsent,
  saveConsent,
  startConsent,
  stopConsent,
} from './consent.ts';
export { CONSENT_CATEGORIES, type ConsentCategory } from './record/record.ts';
