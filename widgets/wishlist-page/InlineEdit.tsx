import { useId } from 'react';
import { useAnnouncement } from '../../src/index.ts';
import { InlineEditField } from './InlineEditField.tsx';
import { useInlineEdit } from './useInlineEdit.ts';

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
  const edit = useInlineEdit(props);
  useAnnouncement(edit.problem ?? '', 'errors');
  const Tag = props.as;
  return (
    <div className={`inline-edit ${props.className}`}>
      {edit.editing ? (
        <>
          <label htmlFor={`${id}-field`} className="inline-edit__label">
            {props.fieldLabel}
          </label>
          <InlineEditField
            id={id}
            multiline={props.multiline}
            fieldRef={edit.field}
            value={edit.draft}
            maxLength={props.maxLength}
            saving={edit.saving}
            onChange={edit.setDraft}
            onKeyDown={edit.onKeyDown}
          />
          <span id={`${id}-hint`} className="inline-edit__hint">
            {props.hint}
          </span>
        </>
      ) : (
        <Tag className="inline-edit__text">
          {props.value || props.placeholder}{' '}
          <button
            ref={edit.button}
            type="button"
            className="button button--ghost inline-edit__button"
            onClick={edit.start}
          >
            {props.editLabel}
          </button>
        </Tag>
      )}
      <p className="inline-edit__problem">{edit.problem}</p>
    </div>
  );
}
