import { loadFragment, showFragment } from '../controls/fragmentDialog.ts';
import { t } from '../i18n/index.ts';
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
    const fragment = await loadFragment({
      url,
      // A login page that cannot come (or shows nothing) loads as a page instead: this modal is
      // the error policy's own, which a failure here must not ask for again.
      onFailure(error) {
        console.warn('[vitrine] login page could not be fetched; loading it as a page', error);
        location.assign(url);
      },
    });
    if (fragment)
      showFragment(fragment, {
        title: fragment.title ?? t('Core.Login'),
        className: 'login-modal',
        size: 'medium',
      });
  })().finally(() => {
    opening = undefined;
  });
  return opening;
}
