/**
 * A press made on an island's control before the island was there, as a form submission would
 * carry it: the pressed control's (the submitter's) name and value, and the form's fields.
 */
export interface FirstAction {
  /** The pressed button's name ('' for a form submitted without a named button). */
  name: string;
  /** The pressed button's value. */
  value: string;
  /** The fields of the form the control belongs to, with the submitter's: an empty set outside a form. */
  data: FormData;
}

/** What the loader keeps of the press until the island has mounted. */
export interface PressTaker {
  /** The press taken, if any: handed to the widget's mount as `context.firstAction`. */
  readonly action: FirstAction | undefined;
  /**
   * Ends the taking. `fallBack` (the island did not load, or its mount did not get the press: it
   * left it unread, or the press came after it read it, while the island rendered): a named
   * button's press (a click, or a form's submitter the island replaced) is made on the button of
   * that name and value now in the element (the island's), else a form submission taken is made as
   * HTML makes it, with its submitter, so that the customer's press still does what it says, once.
   */
  end(fallBack: boolean): void;
}

import { isPlainClick } from '../util/plainClick.ts';

/** Marks the pressed control as working at once: `aria-busy` (the stylesheet adds a spinner after 300 ms). */
function markWorking(control: HTMLElement | null): () => void {
  if (!control) return () => undefined;
  control.setAttribute('aria-busy', 'true');
  control.classList.add('vitrine-pressed');
  return () => {
    control.removeAttribute('aria-busy');
    control.classList.remove('vitrine-pressed');
  };
}

/**
 * What shows a submission working: its submitter, or, for Enter in a field (whose submitter, the
 * form's default button, may be hidden), the field the customer is in, else the form.
 */
function pressed(form: HTMLFormElement, submitter: HTMLElement | null): HTMLElement {
  if (submitter && !submitter.closest('[hidden]')) return submitter;
  const active = document.activeElement;
  return active instanceof HTMLElement && form.contains(active) ? active : form;
}

/**
 * The control a click landed on in `el` that only the island carries out, if any: a named
 * `<button type="button">`, or `el` itself when it is a link, for a plain click (a widget on a link,
 * a quick view's eye, does more than the link; on a phone the tap that brings it is also its click).
 */
function islandButton(el: HTMLElement, event: MouseEvent): HTMLButtonElement | HTMLAnchorElement | null {
  const target = event.target as Element | null;
  if (el instanceof HTMLAnchorElement)
    return isPlainClick(event) && target?.closest?.('a') === el ? el : null;
  const button = target?.closest?.('button');
  return button instanceof HTMLButtonElement && el.contains(button) && button.type === 'button' && button.name
    ? button
    : null;
}

/**
 * Takes, until the island of `el` has mounted, the first press on a control that only the island
 * carries out: a form submission within `el` (what its submitter and fields would send: the server's
 * remove, update or apply buttons, Enter in a field) or a click on a named `<button type="button">`
 * (a + of the island's shape). The control shows at once that it is working; a later press waits
 * too, doing nothing. What HTML does on its own is left to it: a box ticks, a field takes text, a
 * radio selects, a link follows; the island reads that state when it mounts. But `el` itself, when
 * it is a link, is the widget's control: its plain click is taken (its first action, with no name)
 * and, left unread, made again once the widget has mounted (or failed: the link is then followed).
 */
export function takeFirstPress(el: HTMLElement): PressTaker {
  let action: FirstAction | undefined;
  let submission: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  let unmark = () => {};
  const take = (control: HTMLElement | null, taken: FirstAction) => {
    action = taken;
    unmark = markWorking(control);
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !el.contains(form)) return;
    event.preventDefault();
    if (action) return;
    const submitter = event.submitter as HTMLButtonElement | HTMLInputElement | null;
    submission = { form, submitter };
    const data = new FormData(form, submitter);
    take(pressed(form, submitter), { name: submitter?.name ?? '', value: submitter?.value ?? '', data });
  };
  const onClick = (event: MouseEvent) => {
    const button = islandButton(el, event);
    if (!button) return;
    event.preventDefault();
    if (action) return;
    // A link has no name nor value: its press is the first action of no name.
    const { name = '', value = '' } = button as HTMLButtonElement;
    take(button, { name, value, data: formData(button) });
  };
  // Bubbling to the element (a form's submit event reaches it when the form is the element or
  // inside it), after the document's capture-phase validation: an invalid form is not taken.
  el.addEventListener('submit', onSubmit);
  el.addEventListener('click', onClick);
  return {
    get action() {
      return action;
    },
    end(fallBack) {
      el.removeEventListener('submit', onSubmit);
      el.removeEventListener('click', onClick);
      unmark();
      if (!fallBack || !action) return;
      const { name, value } = action;
      // The island's button of the pressed one's name and value, when the island replaced it.
      const twin = () => [...el.querySelectorAll('button')].find((b) => b.name === name && b.value === value);
      if (!submission) twin()?.click();
      else {
        const { form, submitter } = submission;
        const island = name && !submitter?.isConnected ? twin() : undefined;
        if (island) island.click();
        else if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
      }
      // The widget on a link takes its clicks from now on; a failed one leaves this one to the navigator.
      if (fallBack && action && el instanceof HTMLAnchorElement && el.isConnected) el.click();
    },
  };
}

const formData = (control: HTMLElement) =>
  control instanceof HTMLButtonElement && control.form ? new FormData(control.form) : new FormData();
