import { loadOnce } from '../util/loadOnce.ts';

/** The navigator's code for visits and form submits (`visitCode.ts`), fetched once. */
export const loadVisitCode = loadOnce(() => import('./visitCode.ts'));
