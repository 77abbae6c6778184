import type { FieldProblem } from './submitState.ts';

const messageOf = (form: HTMLFormElement, name: string) =>
  form.querySelector(`[data-valmsg-for="${CSS.escape(name)}"]`)?.textContent?.trim() ?? '';

/** The problems the validation left on the form (fields marked aria-invalid), in page order, one per name. */
export function formProblems(form: HTMLFormElement): FieldProblem[] {
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const field of form.querySelectorAll<HTMLInputElement>('[aria-invalid="true"][name]')) {
    if (seen.has(field.name)) continue;
    seen.add(field.name);
    const message = messageOf(form, field.name);
    if (message) problems.push({ field: field.name, message });
  }
  return [...problems, ...cardProblems(form)];
}

/** The card form's invalid fields (no name: the card is never posted), by id, with their error line. */
function cardProblems(form: HTMLFormElement): FieldProblem[] {
  return [...form.querySelectorAll<HTMLElement>('[data-card-field][aria-invalid="true"]')].flatMap(
    (field) => {
      const error = form.ownerDocument.getElementById(field.getAttribute('aria-describedby') ?? '');
      const message = error?.textContent?.trim() ?? '';
      return message && field.id ? [{ field: field.id, message }] : [];
    },
  );
}

/**
 * The problems of the server's own error summary (a post made before the island started, or without
 * JavaScript): each `<a href="#Field">` of its list with its text, so the island's summary keeps them.
 */
export function summaryProblems(summary: Element): FieldProblem[] {
  return [...summary.querySelectorAll<HTMLAnchorElement>('li a[href^="#"]')].flatMap((link) => {
    const field = decodeURIComponent(link.getAttribute('href')?.slice(1) ?? '');
    const message = link.textContent?.trim() ?? '';
    return field && message ? [{ field, message }] : [];
  });
}

/** Shows the server's field errors (a 400 answer) as the validation would, and returns them as problems. */
export function showServerErrors(form: HTMLFormElement, errors: Record<string, string>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [name, message] of Object.entries(errors)) {
    const span = form.querySelector(`[data-valmsg-for="${CSS.escape(name)}"]`);
    if (span) {
      span.textContent = message;
      span.className = 'field-validation-error';
    }
    form.querySelector(`[name="${CSS.escape(name)}"]`)?.setAttribute('aria-invalid', 'true');
    problems.push({ field: name, message });
  }
  return problems;
}

/** The control a summary link leads to: the element with the field's id, else its first control. */
export function fieldControl(form: HTMLFormElement, name: string): HTMLElement | null {
  const byId = form.ownerDocument.getElementById(name);
  if (byId && form.contains(byId)) return byId;
  return form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
}
