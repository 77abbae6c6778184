import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { growl, reportFailure, useT } from '../../src/index.ts';
import { type AddRequest, positiveQuantity, type WishlistFormModel } from './formModel.ts';
import { type FormState, nextFormState } from './formState.ts';
import { type AddAnswer, isInTheList, sendAdd } from './sendAdd.ts';

export interface WishlistFormProps {
  model: WishlistFormModel;
  addUrl: string;
  isInListUrl: string;
  /** Where the login returns after a 401 (the page, with openWishlist). */
  returnUrl: string;
  /** An add kept from before a login, sent at once. */
  pending: AddRequest | undefined;
  onAdded(answer: Extract<AddAnswer, { kind: 'added' }>): void;
  onLoginNeeded(add: AddRequest): void;
}

/** The add-to-wishlist form inside the modal: list choice (re-checked), quantity, submit. */
export function WishlistForm(props: WishlistFormProps) {
  const t = useT();
  const id = useId();
  const [model, setModel] = useState(props.model);
  const [html, setHtml] = useState<string>();
  const [list, setList] = useState(props.pending?.List ?? model.selected);
  const [newName, setNewName] = useState(props.pending?.NewListName ?? model.newListName);
  const [quantity, setQuantity] = useState(String(props.pending?.Quantity ?? model.quantity));
  const [state, setState] = useState<FormState>('idle');
  const [inList, setInList] = useState(false);
  const signal = useRef(new AbortController());

  useEffect(() => () => signal.current.abort(), []);
  useEffect(() => {
    let live = true;
    void isInTheList(props.isInListUrl, list, model.variantId, signal.current.signal).then((found) => {
      if (live && found !== undefined) setInList(found);
    });
    return () => {
      live = false;
    };
  }, [list, model.variantId, props.isInListUrl]);

  const submit = async (add: AddRequest) => {
    if (state === 'loading') return;
    setState((s) => nextFormState(s, 'submit'));
    const answer = await sendAdd(props.addUrl, add, signal.current.signal);
    setState((s) => nextFormState(s, 'reset'));
    if (answer.kind === 'added') props.onAdded(answer);
    else if (answer.kind === 'form') {
      setModel(answer.model);
      setList(answer.model.selected);
      setNewName(answer.model.newListName);
      setQuantity(answer.model.quantity);
    } else if (answer.kind === 'html') setHtml(answer.html);
    else if (answer.kind === 'refused')
      growl(answer.message || t('Manager.UnknowsErrors'), { type: 'error' });
    else if (answer.kind === 'login') {
      props.onLoginNeeded(add);
      reportFailure(answer.error, { returnUrl: props.returnUrl });
    } else if (answer.kind === 'failed') reportFailure(answer.error);
  };

  const current = (): AddRequest => ({
    List: list,
    NewListName: list === 0 ? newName.trim() : '',
    productVariantId: model.variantId,
    Quantity: positiveQuantity(quantity),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a kept add is sent once, on open.
  useEffect(() => {
    if (props.pending) void submit(props.pending);
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setQuantity(String(positiveQuantity(quantity)));
    void submit(current());
  };

  if (html !== undefined) {
    // The CMS's own popup endpoint answered with HTML for the modal (spec: shown as HTML).
    // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML from the shop's own form endpoint.
    return <div className="wishlist-form__answer" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <form
      className="wishlist-form"
      data-state={state}
      aria-busy={state === 'loading'}
      onSubmit={onSubmit}
      noValidate
    >
      {model.productName ? <p className="wishlist-form__product">{model.productName}</p> : null}
      <p className="field">
        <label htmlFor={`${id}-list`}>{model.labels.list || t('Wishlists.ChooseList')}</label>
        <select
          id={`${id}-list`}
          name="List"
          value={list}
          onChange={(e) => setList(Number(e.currentTarget.value))}
        >
          {model.lists.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      </p>
      <p className="wishlist-form__exists" role="status">
        {inList && list !== 0 ? t('Wishlists.AlreadyInList') : ''}
      </p>
      {list === 0 ? (
        <p className="field">
          <label htmlFor={`${id}-new`}>{model.labels.newListName || t('Wishlists.NewListName')}</label>
          <input
            id={`${id}-new`}
            name="NewListName"
            maxLength={50}
            value={newName}
            onChange={(e) => setNewName(e.currentTarget.value)}
            aria-invalid={model.error ? true : undefined}
            aria-describedby={model.error ? `${id}-error` : undefined}
          />
        </p>
      ) : null}
      <p className="field">
        <label htmlFor={`${id}-qty`}>{model.labels.quantity || t('Core.Quantity')}</label>
        <input
          id={`${id}-qty`}
          name="Quantity"
          inputMode="numeric"
          value={quantity}
          onChange={(e) => setQuantity(e.currentTarget.value)}
        />
      </p>
      {model.error ? (
        <p id={`${id}-error`} className="wishlist-form__error field-validation-error" role="alert">
          {model.error}
        </p>
      ) : null}
      <button
        type="submit"
        className={state === 'loading' ? 'button button--primary is-loading' : 'button button--primary'}
        disabled={state === 'loading'}
        aria-busy={state === 'loading' || undefined}
      >
        {model.labels.submit || t('Wishlists.AddToWishlist')}
      </button>
    </form>
  );
}
