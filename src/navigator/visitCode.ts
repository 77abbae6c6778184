/**
 * The navigator's code that runs only once the customer moves: a visit and the page cache, the
 * page fetch, the ajax forms' and the login modal's submits, the reveal of a hidden anchor target.
 * One chunk, loaded through `loadVisitCode()` when the browser is idle after the shell started,
 * or at its first use, whichever comes first; the shell itself stays small.
 */

export { EntriesAhead } from './EntriesAhead.ts';
export { fetchPage } from './fetchPage.ts';
export { newVisit } from './newVisit.ts';
export { PageCache } from './PageCache.ts';
export { revealTarget } from './revealTarget.ts';
export { recallScroll, scrollMemory, storeScrollMemory } from './scrollMemory.ts';
export { submitAjaxForm } from './submitAjaxForm.ts';
export { submitLoginForm } from './submitLoginForm.ts';
export { Visit } from './Visit.ts';
