import { type Outcome, request } from '../../src/index.ts';

export interface SendFileOptions {
  /** The input's target (`data-url`, else the form's action). */
  url: string;
  /** The multipart field name (the input's `name`). */
  field: string;
  file: File;
  /** Extra form fields (the form's hidden inputs). */
  fields?: [string, string][];
  signal: AbortSignal;
}

/**
 * Posts one file as multipart, with the form's hidden fields, through the core's `request()` (the
 * shop's headers, never a redirect out of the shop, its Outcome and error classes), with no time
 * limit: a large file takes as long as it takes, and the customer can cancel it.
 */
export function sendFile(options: SendFileOptions): Promise<Outcome<unknown>> {
  const body = new FormData();
  for (const [name, value] of options.fields ?? []) body.append(name, value);
  body.append(options.field, options.file, options.file.name);
  return request('POST', options.url, { body, signal: options.signal, timeout: false });
}
