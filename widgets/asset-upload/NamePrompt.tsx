import { type FormEvent, useId, useState } from 'react';
import { Dialog, useT } from '../../src/index.ts';

export interface NamePromptProps {
  name: string;
  /** Resolves true once the new name is saved (the prompt then closes). */
  onSave(name: string): Promise<boolean>;
  onClose(): void;
}

/** The edit-name prompt: a labelled field in a modal; what was typed stays after a failure. */
export function NamePrompt({ name, onSave, onClose }: NamePromptProps) {
  const t = useT();
  const fieldId = useId();
  const formId = useId();
  const [value, setValue] = useState(name);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed === '' || busy) return;
    setBusy(true);
    const saved = await onSave(trimmed);
    setBusy(false);
    if (saved) onClose();
  };
  return (
    <Dialog
      title={t('AssetsLibrary.EditName')}
      size="small"
      className="asset-name-prompt"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('AssetsLibrary.Cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="button button--primary"
            aria-busy={busy || undefined}
          >
            {t('AssetsLibrary.Save')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit}>
        <label htmlFor={fieldId}>{t('AssetsLibrary.NewName')}</label>
        <input
          id={fieldId}
          value={value}
          required
          maxLength={120}
          onChange={(e) => setValue(e.target.value)}
        />
      </form>
    </Dialog>
  );
}
