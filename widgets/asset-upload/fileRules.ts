/** The upload rules read from the file input. */
export interface FileRules {
  /** The input's accept list, e.g. `.jpg,.png,image/webp` or `image/*`; empty accepts anything. */
  accept: string;
  /** Bytes; from `data-max-file-size`; undefined means no maximum. */
  maxFileSize: number | undefined;
  /** Bytes; from `data-min-file-size`; default 1 (an empty file is refused). */
  minFileSize: number;
  /** From `data-max-number-of-files`; a single-file input allows 1 at a time. */
  maxNumberOfFiles: number | undefined;
}

/** The message keys of a file refused by the rules, in the order they are checked. */
export type RuleMessage =
  | 'AssetsLibrary.MaxNumberOfFiles'
  | 'AssetsLibrary.AcceptFileTypes'
  | 'AssetsLibrary.MaxFileSize'
  | 'AssetsLibrary.MinFileSize'
  | 'AssetsLibrary.UploadedBytes';

const positive = (raw: string | undefined): number | undefined => {
  const n = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(n) && n > 0 ? n : undefined;
};

/** Reads the rules from the input's `accept`, `multiple` and `data-*` attributes. */
export function readFileRules(input: HTMLInputElement): FileRules {
  return {
    accept: input.accept,
    maxFileSize: positive(input.dataset.maxFileSize),
    minFileSize: positive(input.dataset.minFileSize) ?? 1,
    maxNumberOfFiles: positive(input.dataset.maxNumberOfFiles) ?? (input.multiple ? undefined : 1),
  };
}

/** `jpg` and `jpeg` are one type. */
const sameExtension = (a: string, b: string) => {
  const norm = (ext: string) => (ext === 'jpeg' ? 'jpg' : ext);
  return norm(a) === norm(b);
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Whether a file's name or type is in the accept list: `.ext` tokens match the name's extension,
 * `type/*` the type's family, `type/sub` the exact type (jpg matches jpeg both ways).
 */
export function accepts(accept: string, file: { name: string; type: string }): boolean {
  const tokens = accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const ext = extensionOf(file.name);
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return sameExtension(token.slice(1), ext);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    const [family, sub] = token.split('/');
    const [typeFamily, typeSub] = type.split('/');
    return family === typeFamily && sub !== undefined && typeSub !== undefined && sameExtension(sub, typeSub);
  });
}

/**
 * The first rule a file breaks, in the CMS's order (number of files, type, maximum size, minimum
 * size), or undefined. `alreadyCounted` is how many files the widget holds before this one.
 */
export function checkFile(
  file: { name: string; type: string; size: number },
  rules: FileRules,
  alreadyCounted: number,
): RuleMessage | undefined {
  if (rules.maxNumberOfFiles !== undefined && alreadyCounted + 1 > rules.maxNumberOfFiles)
    return 'AssetsLibrary.MaxNumberOfFiles';
  if (!accepts(rules.accept, file)) return 'AssetsLibrary.AcceptFileTypes';
  if (rules.maxFileSize !== undefined && file.size > rules.maxFileSize) return 'AssetsLibrary.MaxFileSize';
  if (file.size < rules.minFileSize) return 'AssetsLibrary.MinFileSize';
  return undefined;
}

/** After the upload: the server must not report more bytes than the file has. */
export function checkUploadedBytes(fileSize: number, receivedSize: number): RuleMessage | undefined {
  return receivedSize > fileSize ? 'AssetsLibrary.UploadedBytes' : undefined;
}
