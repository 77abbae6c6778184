import { on } from '../events/index.ts';
import { isLogoffUrl } from '../links/linkRules.ts';
import { SIGNED_IN } from '../page/signedIn.ts';
import { keptKeys, read, remove, sweepKept, write } from './state/keptInSession.ts';

/**
 * The login modal closed. The values kept while signed out waited for it: after a sign-in through
 * it they go to the customer of the next page; closed without one (the customer gave up, or went
 * elsewhere) they are dropped, so that nobody who signs in later gets them.
 */
function loginModalClosed(signedIn: boolean): void {
  for (const key of keptKeys()) {
    const stored = read(key);
    if (!stored || stored.customer) continue;
    if (signedIn) write(key, { ...stored, signedIn: true });
    else remove(key);
  }
}

let stop: (() => void) | undefined;

/** True when a submit or click is on its way to a logoff address. */
function logsOff(event: Event): boolean {
  const target = event.target instanceof Element ? event.target : null;
  const form = event.type === 'submit' ? target?.closest('form') : null;
  const link = event.type === 'click' ? target?.closest('a[href]') : null;
  const address = form?.action ?? (link as HTMLAnchorElement | null)?.href;
  return typeof address === 'string' && isLogoffUrl(new URL(address, location.href));
}

/** The login modal (the error policy's, `src/ui/loginModal.ts`) closing, after a sign-in or not. */
function onLoginClosed(event: Event): void {
  const dialog = event.target;
  if (dialog instanceof HTMLDialogElement && dialog.matches('dialog.login-modal'))
    loginModalClosed(dialog.returnValue === SIGNED_IN);
}

/**
 * Keeps the values kept across a login (`keptInSession`) with their customer: sweeps the stale
 * and other customers' ones now and after every visit, gives those kept while signed out to the
 * customer who signs in through the login modal they waited for (and drops them when that modal
 * closes without a sign-in, or someone signs in otherwise), and drops them all when the customer
 * logs off (a logoff form sent or link followed). Safe to call twice; returns its stop.
 */
export function watchKept(): () => void {
  if (stop) return stop;
  sweepKept();
  const onLogoff = (event: Event) => {
    if (!event.defaultPrevented && logsOff(event)) sweepKept(true);
  };
  const stopSwap = on('vitrine:page-swap', () => sweepKept());
  document.addEventListener('submit', onLogoff);
  document.addEventListener('click', onLogoff);
  // `close` does not bubble: heard on its way down.
  document.addEventListener('close', onLoginClosed, true);
  stop = () => {
    stopSwap();
    document.removeEventListener('submit', onLogoff);
    document.removeEventListener('click', onLogoff);
    document.removeEventListener('close', onLoginClosed, true);
    stop = undefined;
  };
  return stop;
}
