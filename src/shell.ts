/**
 * The page shell, loaded by the entry right after it starts the loader: the navigator and the
 * document-level validation observer. Kept out of the entry so that widgets start mounting first;
 * until it arrives, links and forms behave as plain HTML (full page loads).
 */
import type { Loader } from './loader/loader.ts';
import { Navigator } from './navigator/index.ts';
import { startValidation } from './validation/index.ts';

/** Starts validation (before the navigator, so an invalid submit is cancelled first) and the navigator. */
export function startShell(loader: Loader): Navigator {
  startValidation();
  const navigator = new Navigator(loader);
  navigator.start();
  return navigator;
}
