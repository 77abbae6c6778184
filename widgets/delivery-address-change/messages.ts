import { parseDocument } from '../../src/index.ts';
/** What the change request answered: its success or error message, or nothing usable. */
export type ChangeAnswer =
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'unknown' };

/** Reads the answer's messages element (`.messages` with `[data-message="success|error"]`). */
export function readMessages(html: string): ChangeAnswer {
  const messages = parseDocument(html).querySelector('.messages');
  const error = messages?.querySelector('[data-message="error"]')?.textContent?.trim();
  if (error) return { kind: 'error', message: error };
  const success = messages?.querySelector('[data-message="success"]')?.textContent?.trim();
  if (success) return { kind: 'success', message: success };
  return { kind: 'unknown' };
}
