import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { InlineEditProps } from './InlineEdit.tsx';

/**
 * The inline edit's state: the draft, the saving flag, the last failure's reason, and focus moving
 * to the field on edit and back to the edit button after a save or cancel.
 */
export function useInlineEdit({
  value,
  multiline,
  onSave,
}: Pick<InlineEditProps, 'value' | 'multiline' | 'onSave'>) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
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
    setDraft(value);
    setProblem('');
    setEditing(true);
  };
  const finish = () => {
    refocus.current = true;
    setEditing(false);
  };
  const save = async () => {
    if (saving) return;
    if (draft === value) return finish();
    setSaving(true);
    const reason = await onSave(draft);
    setSaving(false);
    if (reason !== undefined) {
      setDraft(value);
      setProblem(reason);
    }
    finish();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDraft(value);
      finish();
    } else if (event.key === 'Enter' && !(multiline && event.shiftKey)) {
      event.preventDefault();
      void save();
    }
  };
  return { editing, draft, setDraft, saving, problem, field, button, start, onKeyDown };
}
