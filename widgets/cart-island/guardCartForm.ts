/**
 * Enter in the cart form never submits it (a field that means Enter, the quantity and coupon
 * fields, handles it first), and the island owns every action, so the form is never posted.
 */
export function guardCartForm(form: HTMLFormElement, signal: AbortSignal): void {
  form.addEventListener(
    'keydown',
    (event) => {
      const target = event.target;
      if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
      if (target.type === 'submit' || target.type === 'button') return;
      event.preventDefault();
    },
    { signal },
  );
  form.addEventListener('submit', (event) => event.preventDefault(), { signal });
}
