import { loadOnce } from '../async/loadOnce.ts';

/** The navigator's code for visits and form submits (`visitCode.ts`), fetched once. */
export const loadVisitCode = loadOnce(() => import('../navigator/visitCode.ts'));
