/** A control the engine can validate. */
export type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** True for input, select and textarea elements (realm-safe, no instanceof). */
export function isFormField(target: unknown): target is FormField {
  return (
    target instanceof Object &&
    'tagName' in target &&
    /^(INPUT|SELECT|TEXTAREA)$/.test(String(target.tagName))
  );
}
