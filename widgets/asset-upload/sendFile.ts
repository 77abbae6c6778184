import { type Outcome, sendWithProgress } from '../../src/index.ts';

export interface SendFileOptions {
  /** The input's target (`data-url`, else the form's action). */
  url: string;
  /** The multipart field name (the input's `name`). */
  field: string;
  file: File;
  /** Extra form fields (the form's hidden inputs). */
  fields?: [string, string][];
  signal: AbortSignal;
  onProgress(loaded: number, total: number): void;
}

/**
 * Posts one file as multipart, with the form's hidden fields, through the core's upload call
 * (progress events, the shared headers and Outcome); a total the browser cannot tell is the file's size.
 */
export function sendFile(options: SendFileOptions): Promise<Outcome<unknown>> {
  const body = new FormData();
  for (const [name, value] of options.fields ?? []) body.append(name, value);
  body.append(options.field, options.file, options.file.name);
  return sendWithProgress({
    path: options.url,
    body,
    signal: options.signal,
    onProgress: (loaded, total) => options.onProgress(loaded, total || options.file.size),
  });
}
