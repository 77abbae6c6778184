import { focusFirst, openDialog } from '../controls/openDialog.ts';
import { extractFragment } from '../html/extractFragment.ts';
import { request } from '../http/request.ts';
import { loadStrings, t } from '../i18n/index.ts';
import { settings } from '../settings/index.ts';
import { sameOriginReturnUrl } from './sameOriginReturnUrl.ts';

/** The login page address for a returnUrl: `{app_path}/{culture}/security/login?returnUrl=`. */
export function loginUrl(returnUrl: string): string {
  const { appPath, culture } = settings();
  return `${appPath}${culture}/security/login?returnUrl=${encodeURIComponent(sameOriginReturnUrl(returnUrl))}`;
}

let opening: Promise<void> | undefined;

/**
 * Opens the login page in a modal with class `login-modal`; if it cannot be fetched, the login
 * page is loaded in place of the current one.
 */
export function openLoginModal(returnUrl: string): Promise<void> {
  if (document.querySelector('dialog.login-modal[open]')) return Promise.resolve();
  opening ??= (async () => {
    const url = loginUrl(returnUrl);
    await loadStrings();
    const outcome = await request<string>('GET', url, { expect: 'html' });
    if (outcome.kind !== 'ok') {
      console.warn('[vitrine] login page could not be fetched; loading it as a page', outcome);
      location.assign(url);
      return;
    }
    const { title, nodes } = extractFragment(outcome.data);
    const handle = openDialog({ title: title ?? t('Core.Login'), className: 'login-modal', size: 'medium' });
    handle.body.append(...nodes.map((n) => document.adoptNode(n)));
    focusFirst(handle);
  })().finally(() => {
    opening = undefined;
  });
  return opening;
}
