/**
 * What the customer did in the server HTML an island replaces, taken over by the island when it
 * commits: the state of the form as a submission reads it, by name and value (what was typed,
 * ticked, selected) and the control they were in, with its caret. No event is replayed and no
 * element is matched by its place or its words: a control is the island's control of the same
 * name (and, for a box or a radio, the same value), or of the same id; a link, the island's link
 * to the same address.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const CONTROLS = 'input[name], select[name], textarea[name]';
const FOCUSABLE = 'input, select, textarea, button, a[href], [tabindex]';

const checkable = (c: Control): c is HTMLInputElement =>
  c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio');

/** Every element of `nodes` (themselves and inside) that matches `selector`. */
function within<T extends Element>(nodes: Node[], selector: string): T[] {
  return nodes.flatMap((node) =>
    node instanceof Element
      ? [...(node.matches(selector) ? [node] : []), ...node.querySelectorAll(selector)]
      : [],
  ) as T[];
}

/** Whether the customer changed a control from the markup the server wrote. */
function changed(c: Control): boolean {
  if (checkable(c)) return c.checked !== c.defaultChecked;
  if (c instanceof HTMLSelectElement) return [...c.options].some((o) => o.selected !== o.defaultSelected);
  return c.value !== c.defaultValue;
}

/**
 * The island's counterpart of a server element by identity: its id, else its name (and value), or
 * for a link its address (where following it goes).
 */
function sameControl(root: Element, was: Element): HTMLElement | null {
  if (was.id) {
    const byId = root.querySelector<HTMLElement>(`#${CSS.escape(was.id)}`);
    if (byId) return byId;
  }
  if (was instanceof HTMLAnchorElement && was.hasAttribute('href'))
    return root.querySelector<HTMLElement>(`a[href="${CSS.escape(was.getAttribute('href') ?? '')}"]`);
  const name = was.getAttribute('name');
  if (!name) return null;
  const named = [...root.querySelectorAll<HTMLElement>(`[name="${CSS.escape(name)}"]`)];
  const value = (was as { value?: string }).value;
  const byValue = (el: HTMLElement) => (el as { value?: string }).value === value;
  return (
    (checkable(was as Control) || was instanceof HTMLButtonElement ? named.find(byValue) : named[0]) ?? null
  );
}

/** Sets a control's state as the customer's input does, so that a React island's handlers see it. */
function take(to: HTMLElement, from: Control): void {
  if (checkable(from)) {
    // A radio unchecked is the other side of one checked: only the checked one is taken.
    const wanted = from.type === 'checkbox' || from.checked;
    if (wanted && to instanceof HTMLInputElement && to.checked !== from.checked) to.click();
    return;
  }
  if (
    !(to instanceof HTMLInputElement || to instanceof HTMLSelectElement || to instanceof HTMLTextAreaElement)
  )
    return;
  if (to.value === from.value) return;
  const proto = Object.getPrototypeOf(to) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(to, from.value);
  to.dispatchEvent(new Event(to instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Focuses the island's counterpart of the control the customer was in, with the caret (or, for a
 * number field, which has no caret to read, all of its value when all of it was selected).
 */
function moveFocus(was: HTMLElement, now: HTMLElement, selected: string): void {
  now.focus({ preventScroll: true });
  if (!(was instanceof HTMLInputElement && now instanceof HTMLInputElement)) return;
  try {
    if (was.selectionStart != null && was.selectionEnd != null)
      now.setSelectionRange(was.selectionStart, was.selectionEnd);
    else if (selected !== '' && selected === was.value) now.select();
  } catch {
    // A field type without a caret: focus is enough.
  }
}

/** Opens the island's popover of that id, when the server's one was open as it went. */
function reopen(el: HTMLElement, id: string | undefined): void {
  const popover = id ? el.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"][popover]`) : null;
  if (popover && !popover.matches(':popover-open')) popover.showPopover();
}

/**
 * Follows the customer in `el` until the island replaces `serverNodes` (read before it did), then
 * hands the island what they did there (see above).
 * @returns the function to call at the island's first commit.
 */
export function adoptFormState(el: HTMLElement, serverNodes: Node[]): () => void {
  let was: HTMLElement | undefined;
  const track = (node: unknown) => {
    if (node instanceof HTMLElement && el.contains(node) && node.matches(FOCUSABLE)) was = node;
  };
  track(document.activeElement);
  // What is selected in the field (a number field tells it only through the document's selection).
  let selected = '';
  const onSelect = () => {
    selected = document.getSelection()?.toString() ?? '';
  };
  if (was) onSelect();
  const onFocus = (event: FocusEvent) => track(event.target);
  el.addEventListener('focusin', onFocus);
  // A popover the customer opened (an "i" beside a choice): open again on the island's own.
  // (Already open when the island's code started to come; followed by `beforetoggle`, which comes at
  // once, where `toggle` is queued and could come after the island's first commit.)
  let opened: string | undefined = el.querySelector<HTMLElement>(':popover-open')?.id || undefined;
  const onToggle = (event: Event) => {
    const target = event.target as HTMLElement;
    if ((event as ToggleEvent).newState === 'open') opened = target.id || undefined;
    else if (target.isConnected && target.id === opened) opened = undefined;
  };
  el.addEventListener('beforetoggle', onToggle, true);
  for (const type of ['select', 'selectionchange']) el.addEventListener(type, onSelect, true);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    el.removeEventListener('focusin', onFocus);
    el.removeEventListener('beforetoggle', onToggle, true);
    for (const type of ['select', 'selectionchange']) el.removeEventListener(type, onSelect, true);
    reopen(el, opened);
    for (const control of within<Control>(serverNodes, CONTROLS)) {
      if (control.isConnected || !changed(control)) continue;
      const now = sameControl(el, control);
      if (now) take(now, control);
    }
    // Focus moved on meanwhile (it is somewhere on the page): it stays there.
    const active = document.activeElement;
    if (!was || was.isConnected || (active && active !== document.body && active.isConnected)) return;
    const now = sameControl(el, was);
    if (now) moveFocus(was, now, selected);
  };
}
