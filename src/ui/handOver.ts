import { counterpart, rankIn } from '../util/counterpart.ts';

/** Fields whose value the customer types: handed over to the island's field as typed. */
const TYPED =
  'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=submit]):not([type=button]), textarea';

/** Sets a field's value as typing does, so that a React island's `onChange` sees it. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Focuses `now` with the selection `was` had: a text field's caret, or, for a number field (which
 * has no caret to read), all of its value when all of it was selected (`selected`: the selected
 * text, as the document's selection gave it), so that the next key replaces it as it would have.
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

/** What the customer typed in the server's fields (value differs from the markup's), by field. */
function typedIn(nodes: Node[]): (HTMLInputElement | HTMLTextAreaElement)[] {
  const fields: (HTMLInputElement | HTMLTextAreaElement)[] = [];
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    const all = [...(node.matches(TYPED) ? [node] : []), ...node.querySelectorAll(TYPED)];
    for (const field of all)
      if (
        (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
        field.value !== field.defaultValue
      )
        fields.push(field);
  }
  return fields;
}

/**
 * What the customer did in the server HTML an island replaces, handed over once it commits: the
 * text typed in a field goes into the island's field of the same id or name (as typing would,
 * its `onChange` runs), and focus (with a text field's caret or selection) moves to the island's counterpart
 * of the element it was on (`counterpart`: the same id, field name, or control at the same place).
 * An island whose first paint is the server's (one that loads at the customer's first move) thus
 * loses nothing the customer typed while it loaded.
 * @param serverNodes the server's nodes, read before the island replaced them.
 * @returns the function to call at the island's first commit.
 */
export function handOver(el: HTMLElement, serverNodes: Node[]): () => void {
  let was: HTMLElement | undefined;
  let rank = -1;
  const track = (node: unknown) => {
    if (!(node instanceof HTMLElement) || !el.contains(node)) return;
    was = node;
    rank = rankIn(el, node);
  };
  track(document.activeElement);
  const onFocus = (event: FocusEvent) => track(event.target);
  // What is selected in the field (a number field tells it only through the document's selection).
  let selected = '';
  const onSelect = () => {
    selected = document.getSelection()?.toString() ?? '';
  };
  if (was) onSelect(); // selected before the island's code came
  el.addEventListener('focusin', onFocus);
  for (const type of ['select', 'selectionchange']) el.addEventListener(type, onSelect, true);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    el.removeEventListener('focusin', onFocus);
    for (const type of ['select', 'selectionchange']) el.removeEventListener(type, onSelect, true);
    for (const field of typedIn(serverNodes)) {
      const now = field.isConnected ? undefined : counterpart(el, field, -1);
      if (
        (now instanceof HTMLInputElement || now instanceof HTMLTextAreaElement) &&
        now.value !== field.value
      )
        typeInto(now, field.value);
    }
    const active = document.activeElement;
    if (!was || was.isConnected || (active && active !== document.body)) return;
    const now = counterpart(el, was, rank);
    if (now) moveFocus(was, now, selected);
  };
}
