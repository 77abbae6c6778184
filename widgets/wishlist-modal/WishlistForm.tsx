import { useId, useLayoutEffect, useRef } from 'react';
import { replaceWithFragment, useAnnouncement, useT } from '../../src/index.ts';
import { Field } from './Field.tsx';
import type { AddRequest, WishlistFormModel } from './formModel.ts';
import { ListSelect } from './ListSelect.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import type { AddAnswer } from './sendAdd.ts';
import { useRemoveFromList } from './useRemoveFromList.ts';
import { useWishlistForm } from './useWishlistForm.ts';

export interface WishlistFormProps {
  model: WishlistFormModel;
  addUrl: string;
  isInListUrl: string;
  /** The removal call's base (`…/deletefromlist`); the variant and the list are appended. */
  removeUrl: string;
  /** Where the login returns after a 401 (the page, with openWishlist). */
  returnUrl: string;
  /** An add kept from before a login, sent at once. */
  pending: AddRequest | undefined;
  onAdded(answer: Extract<AddAnswer, { kind: 'added' }>): void;
  onLoginNeeded(add: AddRequest): void;
  /** The variant left that list: the server's Message. */
  onRemoved(listId: number, message: string): void;
}

/** The CMS's text/html answer, put into its element through the door (React renders it empty). */
function AnswerHtml({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) replaceWithFragment(ref.current, html, 'the wish list answer');
  }, [html]);
  return <div className="wishlist-form__answer" ref={ref} />;
}

/** An answer shown in place of the form: text as text; HTML only from a `text/html` answer. */
function AddAnswerView({ text, html }: { text: string | undefined; html: string | undefined }) {
  if (text !== undefined || html === undefined) return <div className="wishlist-form__answer">{text}</div>;
  // The CMS's own endpoint answered text/html for the modal (shown as HTML; the server escapes it).
  return <AnswerHtml html={html} />;
}

/** "Already in this list", with the way to take the variant out of it. */
function InListNote({ inList, busy, onRemove }: { inList: boolean; busy: boolean; onRemove(): void }) {
  const t = useT();
  useAnnouncement(inList ? t('Wishlists.AlreadyInList') : '', 'toast');
  return (
    <>
      <p className="wishlist-form__exists">{inList ? t('Wishlists.AlreadyInList') : ''}</p>
      {inList ? (
        <button
          type="button"
          className="button wishlist-form__remove"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={onRemove}
        >
          {t('Wishlists.RemoveFromList')}
        </button>
      ) : null}
    </>
  );
}

/** The add-to-wishlist form inside the modal: list choice (re-checked), quantity, submit. */
export function WishlistForm(props: WishlistFormProps) {
  const t = useT();
  const id = useId();
  const form = useWishlistForm(props);
  const { model, list, state } = form;
  const removal = useRemoveFromList(props, model.variantId, form.signal);
  const inChosenList = form.inList && list !== 0;
  useAnnouncement(model.error ?? '', 'errors');
  if (form.text !== undefined || form.html !== undefined) return <AddAnswerView {...form} />;
  return (
    <form
      className="wishlist-form"
      data-state={state}
      aria-busy={state === 'loading'}
      onSubmit={form.onSubmit}
      noValidate
    >
      {model.productName ? <p className="wishlist-form__product">{model.productName}</p> : null}
      <Field htmlFor={`${id}-list`} label={model.labels.list || t('Wishlists.ChooseList')}>
        <ListSelect id={`${id}-list`} lists={model.lists} value={list} onChange={form.setList} />
      </Field>
      <InListNote
        inList={inChosenList}
        busy={removal.removing || state === 'loading'}
        onRemove={() => removal.remove(list)}
      />
      {list === 0 ? (
        <Field htmlFor={`${id}-new`} label={model.labels.newListName || t('Wishlists.NewListName')}>
          <input
            id={`${id}-new`}
            name="NewListName"
            maxLength={50}
            value={form.newName}
            onChange={(e) => form.setNewName(e.currentTarget.value)}
            aria-invalid={model.error ? true : undefined}
            aria-describedby={model.error ? `${id}-error` : undefined}
          />
        </Field>
      ) : null}
      <Field htmlFor={`${id}-qty`} label={model.labels.quantity || t('Core.Quantity')}>
        <input
          id={`${id}-qty`}
          name="Quantity"
          inputMode="numeric"
          value={form.quantity}
          onChange={(e) => form.setQuantity(e.currentTarget.value)}
        />
      </Field>
      {model.error ? (
        <p id={`${id}-error`} className="wishlist-form__error field-validation-error">
          {model.error}
        </p>
      ) : null}
      <SubmitButton
        loading={state === 'loading'}
        label={model.labels.submit || t('Wishlists.AddToWishlist')}
      />
    </form>
  );
}
