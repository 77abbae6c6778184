/**
 * Shows or clears a field's message the way the server's validation markup expects: the
 * `data-valmsg-for` span gets the text and `field-validation-error`, the field `aria-invalid` and
 * `aria-describedby` pointing at the span.
 */
export function setFieldMessage(form: HTMLFormElement, input: HTMLInputElement, message: string): void {
  let slot = form.querySelector<HTMLElement>(`[data-valmsg-for="${input.name}"]`);
  if (!slot) {
    slot = document.createElement('span');
    slot.setAttribute('data-valmsg-for', input.name);
    input.after(slot);
  }
  if (!slot.id) slot.id = `${input.id || input.name}-message`;
  slot.textContent = message;
  slot.classList.toggle('field-validation-error', message !== '');
  slot.classList.toggle('field-validation-valid', message === '');
  if (message) {
    input.setAttribute('aria-invalid', 'true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (!described.includes(slot.id))
      input.setAttribute('aria-describedby', [...described, slot.id].join(' '));
  } else {
    input.removeAttribute('aria-invalid');
  }
}
