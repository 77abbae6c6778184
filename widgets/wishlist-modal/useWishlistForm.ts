import { type FormEvent, useEffect, useRef, useState } from 'react';
import { growl, listQuantity, reportFailure, useT } from '../../src/index.ts';
import type { AddRequest } from './formModel.ts';
import { type FormState, nextFormState } from './formState.ts';
import { type AddAnswer, sendAdd } from './sendAdd.ts';
import { useFormFields } from './useFormFields.ts';
import { useInTheList } from './useInTheList.ts';
import type { WishlistFormProps } from './WishlistForm.tsx';

/**
 * The add-to-wishlist form's state: its fields, the list check, one add at a time (a kept add is
 * sent on open) and what each answer does: added, a new form, HTML (a `text/html` answer), text (any other string), a refusal, a login, a failure.
 */
export function useWishlistForm(props: WishlistFormProps) {
  const t = useT();
  const fields = useFormFields(props.model, props.pending);
  const { model, list, newName, quantity } = fields;
  const [html, setHtml] = useState<string>();
  const [text, setText] = useState<string>();
  const [state, setState] = useState<FormState>('idle');
  const signal = useRef(new AbortController());

  useEffect(() => () => signal.current.abort(), []);
  const inList = useInTheList(props.isInListUrl, list, model.variantId, signal.current.signal);

  const show = (answer: AddAnswer, add: AddRequest) => {
    if (answer.kind === 'added') props.onAdded(answer);
    else if (answer.kind === 'form') fields.adopt(answer.model);
    else if (answer.kind === 'html') setHtml(answer.html);
    else if (answer.kind === 'text') setText(answer.text);
    else if (answer.kind === 'refused')
      growl(answer.message || t('Manager.UnknowsErrors'), { type: 'error' });
    else if (answer.kind === 'login') {
      props.onLoginNeeded(add);
      reportFailure(answer.error, { returnUrl: props.returnUrl });
    } else if (answer.kind === 'failed') reportFailure(answer.error);
  };
  const submit = async (add: AddRequest) => {
    if (state === 'loading') return;
    setState((s) => nextFormState(s, 'submit'));
    const answer = await sendAdd(props.addUrl, add, signal.current.signal);
    setState((s) => nextFormState(s, 'reset'));
    show(answer, add);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a kept add is sent once, on open.
  useEffect(() => {
    if (props.pending) void submit(props.pending);
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    fields.setQuantity(String(listQuantity(quantity) ?? 1));
    void submit({
      List: list,
      NewListName: list === 0 ? newName.trim() : '',
      productVariantId: model.variantId,
      Quantity: listQuantity(quantity) ?? 1,
    });
  };
  return { ...fields, html, text, state, inList, onSubmit, signal: signal.current.signal };
}
