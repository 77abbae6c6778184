import type { FieldScope } from './fields.ts';

/**
 * Renders the `[data-valmsg-summary="true"]` elements of a form: a `<ul>` with one `<li>` per
 * message (created when the server rendered none), and the class `validation-summary-errors`,
 * or `validation-summary-valid` and an empty list when there is no message.
 */
export function renderSummary(scope: FieldScope, messages: readonly string[]): void {
  for (const container of scope.querySelectorAll<HTMLElement>('[data-valmsg-summary="true"]')) {
    let list = container.querySelector('ul');
    if (!list) {
      if (messages.length === 0) continue;
      list = container.ownerDocument.createElement('ul');
      container.append(list);
    }
    const items = messages.map((message) => {
      const item = container.ownerDocument.createElement('li');
      item.textContent = message;
      return item;
    });
    list.replaceChildren(...items);
    container.classList.toggle('validation-summary-errors', messages.length > 0);
    container.classList.toggle('validation-summary-valid', messages.length === 0);
  }
}
