import type { InputAttributes } from './DropZone.tsx';

/** What the widget reads from its server markup: the file input, its label, its form's target and fields. */
export interface ServerUpload {
  input: HTMLInputElement;
  attributes: InputAttributes;
  url: string;
  fields: [string, string][];
}

/**
 * Reads the server's upload form. The target is the input's `data-url`, else its form's action;
 * the form's hidden fields travel with each file (returnUrl is for the no-JS post only).
 */
export function readServerUpload(el: HTMLElement): ServerUpload | undefined {
  const input = el.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) return undefined;
  const form = input.form;
  const url = input.dataset.url || form?.getAttribute('action') || '';
  if (!url) return undefined;
  const label = input.labels?.[0]?.textContent?.trim() ?? input.getAttribute('aria-label') ?? '';
  const fields = [...(form?.querySelectorAll<HTMLInputElement>('input[type="hidden"]') ?? [])]
    .filter(
      (field) => field.name && field.name !== 'returnUrl' && field.name !== '__RequestVerificationToken',
    )
    .map((field): [string, string] => [field.name, field.value]);
  return {
    input,
    url,
    fields,
    attributes: {
      id: input.id || `asset-upload-${Math.random().toString(36).slice(2, 8)}`,
      name: input.name || 'files',
      accept: input.accept,
      multiple: input.multiple,
      label,
    },
  };
}
