/** The sessionStorage key that marks a culture's strings problem as reported in this tab. */
const MARK = 'vitrine-strings-reported:';

/** Reported in this page, for a browser that refuses sessionStorage. */
const reported = new Set<string>();

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Warns about a culture's strings (a failing call, a table that lacks keys) once per tab: the mark
 * is kept in sessionStorage, so a reload or the next full page of the tab says nothing again, while
 * a new tab does. Where the browser refuses sessionStorage, once per page.
 */
export function reportOnce(culture: string, message: string, ...details: unknown[]): void {
  const mark = MARK + culture;
  if (reported.has(mark)) return;
  reported.add(mark);
  try {
    if (session()?.getItem(mark)) return;
    session()?.setItem(mark, '1');
  } catch {
    // A full or refused storage: reported once per page then.
  }
  console.warn(`[vitrine] ${message}`, ...details);
}
