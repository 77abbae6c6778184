import { type FormEvent, useEffect, useId, useState } from 'react';
import { useAnnouncement, useT } from '../../src/index.ts';

export interface InfoFormProps {
  name: string;
  message: string;
  onSave(name: string, message: string): Promise<string | undefined>;
}

/** The update-info form (list name and message); what was typed stays when the save fails. */
export function InfoForm({ name, message, onSave }: InfoFormProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState({ name, message });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState('');
  useAnnouncement(problem, 'errors');
  useEffect(() => setDraft({ name, message }), [name, message]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const reason = await onSave(draft.name, draft.message);
    setSaving(false);
    setProblem(reason ?? '');
  };
  return (
    <form className="birthlist__info" onSubmit={(event) => void submit(event)}>
      <p className="field">
        <label htmlFor={`${id}-name`}>{t('BirthLists.ListName')}</label>
        <input
          id={`${id}-name`}
          value={draft.name}
          maxLength={50}
          onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-problem`}
        />
      </p>
      <p className="field">
        <label htmlFor={`${id}-message`}>{t('BirthLists.Message')}</label>
        <textarea
          id={`${id}-message`}
          value={draft.message}
          maxLength={200}
          onChange={(e) => setDraft({ ...draft, message: e.currentTarget.value })}
        />
      </p>
      <p id={`${id}-problem`} className="field-validation-error">
        {problem}
      </p>
      <button
        type="submit"
        className={saving ? 'button is-loading' : 'button'}
        disabled={saving}
        aria-busy={saving || undefined}
      >
        {t('BirthLists.UpdateInfo')}
      </button>
    </form>
  );
}
