/**
 * Longest search text, in characters. A longer one makes an address the server refuses (a
 * 100,000-character query is a 100 KB URL, answered 431 or dropped): the field takes no more, and
 * the call never sends more.
 */
export const MAX_QUERY_LENGTH = 200;

/** The text the call sends: at most MAX_QUERY_LENGTH characters (a script may set a longer value). */
export function capQuery(q: string): string {
  return q.length > MAX_QUERY_LENGTH ? q.slice(0, MAX_QUERY_LENGTH) : q;
}

/**
 * Gives the field a `maxlength` of MAX_QUERY_LENGTH unless the server set a smaller one (typing
 * and pasting stop there, the plain form submit too). Returns the undo for the widget's teardown.
 */
export function capField(input: HTMLInputElement): () => void {
  const own = input.getAttribute('maxlength');
  if (input.maxLength >= 0 && input.maxLength <= MAX_QUERY_LENGTH) return () => {};
  input.maxLength = MAX_QUERY_LENGTH;
  return () => {
    if (own === null) input.removeAttribute('maxlength');
    else input.setAttribute('maxlength', own);
  };
}
