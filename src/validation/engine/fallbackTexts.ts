import { loadStrings, stringsReady } from '../../i18n/index.ts';
import { resubmit } from '../bypass.ts';
import { validateForm } from './form.ts';

/** A rule's message attribute (`data-val-required`), not one of its parameters (`data-val-length-max`). */
const MESSAGE = /^data-val-[a-z]+$/;

/**
 * Whether a data-val field of the form declares a rule with an empty message while the strings
 * are not ready: the field would show the bundle's text for the rule (`Core.FieldRequired`,
 * `Core.FieldInvalid`), which needs them.
 */
export function awaitsFallbackTexts(form: HTMLFormElement): boolean {
  if (stringsReady()) return false;
  for (const field of form.querySelectorAll('[data-val="true"]')) {
    for (const attr of field.attributes) if (MESSAGE.test(attr.name) && !attr.value.trim()) return true;
  }
  return false;
}

/**
 * Validates a submit held back (the engine or the strings were not there yet) and submits it again
 * when valid: after the strings when a rule's message is left to the bundle, so that it shows in
 * words. A form whose rules carry their messages asks for no strings.
 */
export async function submitWhenValid(form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
  if (awaitsFallbackTexts(form)) await loadStrings();
  if (validateForm(form)) resubmit(form, submitter);
}
