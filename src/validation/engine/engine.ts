/**
 * The lazily loaded half of validation: the DOM adapter and every rule. `observer.ts` imports it
 * with `import()` the first time a data-val form is touched, or at idle when the page has one.
 */
export { attachValidation, type FieldEventType, guardSubmit, revalidate } from './attach.ts';
export { submitWhenValid } from './fallbackTexts.ts';
export { validateField, validateForm } from './form.ts';
