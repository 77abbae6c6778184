/** What the island takes over from the server's markup: the label, the field and its value. */
export interface ServerField {
  id: string;
  name: string;
  label: string;
  value: string;
  className: string;
  required: boolean;
  disabled: boolean;
  describedBy: string | undefined;
  labelHidden: boolean;
  /** What the server's field holds now: the customer may type in it while the island renders. */
  typed(): string;
}

let generated = 0;

/** Reads the server-rendered label and input (the no-JS fallback); undefined when there is no input. */
export function readServerField(el: HTMLElement): ServerField | undefined {
  const input = el.querySelector<HTMLInputElement>('input');
  if (!input) return undefined;
  const id = input.id || `vitrine-qty-${++generated}`;
  const label =
    (input.id && el.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(input.id)}"]`)) ||
    el.querySelector('label');
  return {
    id,
    name: input.name,
    label: label?.textContent?.trim() ?? input.getAttribute('aria-label') ?? '',
    value: input.value,
    className: input.className,
    required: input.required,
    disabled: input.disabled,
    describedBy: input.getAttribute('aria-describedby') ?? undefined,
    labelHidden: label?.classList.contains('visually-hidden') ?? false,
    typed: () => input.value,
  };
}
