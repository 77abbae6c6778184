import { type ClipboardEvent, type DragEvent, useId, useState } from 'react';
import { useT } from '../../src/index.ts';

/** The server input's attributes the island keeps. */
export interface InputAttributes {
  id: string;
  name: string;
  accept: string;
  multiple: boolean;
  label: string;
}

export interface DropZoneProps {
  input: InputAttributes;
  /** Files chosen, dropped or pasted; `dropped` is false for the input itself. */
  onFiles(files: File[], dropped: boolean): void;
}

const listed = (list: FileList | null | undefined): File[] => (list ? [...list] : []);

/**
 * The labelled file input (the keyboard path) inside a zone that also takes a drop or a paste;
 * the input is described by the zone's hint, so readers hear that dropping is possible.
 */
export function DropZone({ input, onFiles }: DropZoneProps) {
  const t = useT();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles(listed(event.dataTransfer?.files), true);
  };
  const onPaste = (event: ClipboardEvent) => {
    const files = listed(event.clipboardData?.files);
    if (files.length === 0) return;
    event.preventDefault();
    onFiles(files, true);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is an extra way in; the input is the keyboard path.
    <div
      className="asset-upload__zone"
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      onPaste={onPaste}
    >
      <label htmlFor={input.id}>{input.label}</label>
      <input
        id={input.id}
        type="file"
        name={input.name}
        accept={input.accept || undefined}
        multiple={input.multiple}
        aria-describedby={hintId}
        onChange={(event) => {
          onFiles(listed(event.currentTarget.files), false);
          event.currentTarget.value = '';
        }}
      />
      <p id={hintId} className="asset-upload__hint">
        {t('AssetsLibrary.DropZone')}
      </p>
    </div>
  );
}
