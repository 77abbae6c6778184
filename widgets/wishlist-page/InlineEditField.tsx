import type { ChangeEvent, KeyboardEvent, Ref } from 'react';

export interface InlineEditFieldProps {
  /** The inline edit's id: the field is `${id}-field`, described by the hint `${id}-hint`. */
  id: string;
  multiline: boolean | undefined;
  fieldRef: Ref<HTMLInputElement & HTMLTextAreaElement>;
  value: string;
  maxLength: number;
  saving: boolean;
  onChange(value: string): void;
  onKeyDown(event: KeyboardEvent): void;
}

/** The inline edit's field: a textarea when multiline, else an input; busy while saving. */
export function InlineEditField(props: InlineEditFieldProps) {
  const field = {
    id: `${props.id}-field`,
    value: props.value,
    maxLength: props.maxLength,
    'aria-describedby': `${props.id}-hint`,
    'aria-busy': props.saving || undefined,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      props.onChange(e.currentTarget.value),
    onKeyDown: props.onKeyDown,
  };
  return props.multiline ? (
    <textarea ref={props.fieldRef} {...field} />
  ) : (
    <input ref={props.fieldRef} {...field} />
  );
}
