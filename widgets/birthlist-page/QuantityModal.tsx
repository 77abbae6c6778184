import { type FormEvent, useId, useState } from 'react';
import { Dialog, listQuantity, useT } from '../../src/index.ts';
import type { BirthItem } from './pageModel.ts';

export interface QuantityModalProps {
  item: BirthItem;
  onSave(quantity: number): Promise<string | undefined>;
  onClose(): void;
}

/**
 * The quantity edit modal: closes once saved; on failure it stays open with what was typed. A
 * quantity that is no positive number (empty, `abc`, `0`, `1e309`) is not sent: the field says why.
 */
export function QuantityModal({ item, onSave, onClose }: QuantityModalProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(String(item.quantity));
  const [saving, setSaving] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const quantity = listQuantity(draft);
    setInvalid(quantity === undefined);
    if (quantity === undefined) return;
    setDraft(String(quantity));
    setSaving(true);
    const problem = await onSave(quantity);
    setSaving(false);
    if (problem === undefined) onClose();
  };
  return (
    <Dialog
      title={t('BirthLists.EditQuantityOf', { name: item.name })}
      size="small"
      className="birthlist-quantity-modal"
      onClose={onClose}
    >
      <form onSubmit={(event) => void submit(event)}>
        <p className="field">
          <label htmlFor={`${id}-qty`}>{t('Core.Quantity')}</label>{' '}
          <input
            id={`${id}-qty`}
            inputMode="numeric"
            value={draft}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-qty-message` : undefined}
            onChange={(e) => setDraft(e.currentTarget.value)}
          />{' '}
          {invalid && (
            <span id={`${id}-qty-message`} className="field-validation-error">
              {t('Wishlists.QuantityPositive')}
            </span>
          )}
        </p>
        <button
          type="submit"
          className={saving ? 'button button--primary is-loading' : 'button button--primary'}
          disabled={saving}
          aria-busy={saving || undefined}
        >
          {t('Core.Save')}
        </button>
      </form>
    </Dialog>
  );
}
