import { nextTask } from '../async/turns.ts';
import { resubmit, skipsValidation } from './bypass.ts';
import { disableNativeValidation, hasValidation, markAllFilled, markFilled } from './filled.ts';
import { isFormField } from './isFormField.ts';
import { type Engine, loadEngine, loadedEngine } from './load.ts';

const FIELD_EVENTS = ['input', 'change', 'focusout', 'focusin', 'click'] as const;

let stop: (() => void) | undefined;

function onSubmit(event: Event): void {
  const form = event.target as HTMLFormElement;
  if (form?.tagName !== 'FORM' || !hasValidation(form)) return;
  const engine = loadedEngine();
  if (engine) {
    engine.guardSubmit(event, form);
    return;
  }
  const submitter = (event as SubmitEvent).submitter ?? null;
  if (skipsValidation(form, submitter)) return;
  // The engine is not loaded: cancel now, validate once it is, and submit again if valid.
  event.preventDefault();
  event.stopImmediatePropagation();
  loadEngine().then(
    (loaded) => loaded.submitWhenValid(form, submitter),
    () => resubmit(form, submitter), // no engine: the server validates
  );
}

function onField(event: Event): void {
  const field = event.target;
  if (event.type === 'click') {
    // Before the browser's own validation runs on a submit click (the target may be a span inside the button).
    const control = (field as Element | null)?.closest?.('button, input') as HTMLButtonElement | null;
    disableNativeValidation(control?.form ?? null);
    return;
  }
  if (event.type === 'input' || event.type === 'change') markFilled(field);
  if (!isFormField(field) || !field.form) return;
  if (!hasValidation(field.form)) return;
  disableNativeValidation(field.form);
  if (event.type === 'focusin') return void loadEngine().catch(() => undefined);
  const type = event.type as Parameters<Engine['revalidate']>[1];
  loadEngine().then(
    (engine) => engine.revalidate(field, type),
    () => undefined,
  );
}

function prepare(doc: Document): () => void {
  markAllFilled(doc);
  for (const form of doc.forms) disableNativeValidation(form);
  if (!doc.querySelector('[data-val="true"]')) return () => undefined;
  const win = doc.defaultView;
  const preload = () => void loadEngine().catch(() => undefined);
  if (win?.requestIdleCallback) {
    const id = win.requestIdleCallback(preload);
    return () => win.cancelIdleCallback(id);
  }
  const id = setTimeout(preload, 200);
  return () => clearTimeout(id);
}

/**
 * Starts document-level validation of `[data-val="true"]` forms, with no data-widget needed:
 * submits are checked in the capture phase (an invalid one is cancelled before the navigator
 * sees it), fields revalidate as the customer corrects them and get `filled` when non-empty.
 * The engine chunk loads at idle when the page has such a field. Calling it twice is harmless.
 */
export function startValidation(doc: Document = document): void {
  if (stop) return;
  // At start the fields are marked in a task of their own: with the page shell's start, they made
  // one long task on a slow phone. A swap marks its new content at once.
  let pending = true;
  let cancelIdle = () => {
    pending = false;
  };
  void nextTask().then(() => {
    if (pending) cancelIdle = prepare(doc);
  });
  const onSwap = () => {
    cancelIdle();
    cancelIdle = prepare(doc);
  };
  doc.addEventListener('submit', onSubmit, true);
  for (const type of FIELD_EVENTS) doc.addEventListener(type, onField, true);
  doc.addEventListener('vitrine:page-swap', onSwap);
  stop = () => {
    doc.removeEventListener('vitrine:page-swap', onSwap);
    for (const type of FIELD_EVENTS) doc.removeEventListener(type, onField, true);
    doc.removeEventListener('submit', onSubmit, true);
    cancelIdle();
  };
}

/** Stops what `startValidation` started and leaves no listener behind. Safe to call twice. */
export function stopValidation(): void {
  stop?.();
  stop = undefined;
}
