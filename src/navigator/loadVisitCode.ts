import { loadOnce } from '../async/loadOnce.ts';

/** The navigator's code for visits and form submits (`visitCode.ts`), fetched once. */
export const loadVisitCode = loadOnce(() => import('./visitCode.ts'));

/** Opens the Bootstrap collapses and tabs around an anchor's target, with the visit code. */
export async function revealHidden(target: Element): Promise<void> {
  (await loadVisitCode()).revealTarget(target);
}
