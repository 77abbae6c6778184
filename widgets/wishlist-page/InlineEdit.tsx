import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

export interface InlineEditProps {
  value: string;
  /** Shown when the value is empty. */
  placeholder: string;
  /** The edit button's accessible name, e.g. "Modifier le nom". */
  editLabel: string;
  /** The field's label. */
  fieldLabel: string;
  hint: string;
  multiline?: boolean;
  as: 'h2' | 'p';
  className: string;
  maxLength: number;
  /** Saves; resolves to why it failed ('' for no message), or undefined when saved. */
  onSave(value: string): Promise<string | undefined>;
}

/**
 * Text that turns into a field on demand: Enter saves, Esc cancels (focus goes back to the edit
 * button); a failed save restores the text and says why.
 */
export function InlineEdit(props: InlineEditProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(props.value);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState('');
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (editing) field.current?.focus();
    else if (refocus.current) button.current?.focus();
    refocus.current = false;
  }, [editing]);

  const start = () => {
    setDraft(props.value);
    setProblem('');
    setEditing(true);
  };
  const finish = () => {
    refocus.current = true;
    setEditing(false);
  };
  const save = async () => {
    if (saving) return;
    if (draft === props.value) return finish();
    setSaving(true);
    const reason = await props.onSave(draft);
    setSaving(false);
    if (reason !== undefined) {
      setDraft(props.value);
      setProblem(reason);
    }
    finish();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDraft(props.value);
      finish();
    } else if (event.key === 'Enter' && !(props.multiline && event.shiftKey)) {
      event.preventDefault();
      void save();
    }
  };

  const Tag = props.as;
  return (
    <div className={`inline-edit ${props.className}`}>
      {editing ? (
        <>
          <label htmlFor={`${id}-field`} className="inline-edit__label">
            {props.fieldLabel}
          </label>
          {props.multiline ? (
            <textarea
              ref={field}
              id={`${id}-field`}
              value={draft}
              maxLength={props.maxLength}
              aria-describedby={`${id}-hint`}
              aria-busy={saving || undefined}
              onChange={(e) => setDraft(e.currentTarget.value)}
              onKeyDown={onKeyDown}
            />
          ) : (
            <input
              ref={field}
              id={`${id}-field`}
              value={draft}
              maxLength={props.maxLength}
              aria-describedby={`${id}-hint`}
              aria-busy={saving || undefined}
              onChange={(e) => setDraft(e.currentTarget.value)}
              onKeyDown={onKeyDown}
            />
          )}
          <span id={`${id}-hint`} className="inline-edit__hint">
            {props.hint}
          </span>
        </>
      ) : (
        <Tag className="inline-edit__text">
          {props.value || props.placeholder}{' '}
          <button
            ref={button}
            type="button"
            className="button button--ghost inline-edit__button"
            onClick={start}
          >
            {props.editLabel}
          </button>
        </Tag>
      )}
      <p className="inline-edit__problem" role="alert">
        {problem}
      </p>
    </div>
  );
}
