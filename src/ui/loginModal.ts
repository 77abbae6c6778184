import { loadStrings, t } from '../i18n/index.ts';
import { settings } from '../settings/index.ts';
import { focusFirst, openDialog } from './openDialog.ts';
import { contentRegion } from './pageFragment.ts';
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
    let html: string;
    try {
      const response = await fetch(url, {
        credentials: 'same-origin',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      if (!response.ok) throw new Error(`GET ${url} failed: ${response.status}`);
      html = await response.text();
    } catch (error) {
      console.warn('[vitrine] login page could not be fetched; loading it as a page', error);
      location.assign(url);
      return;
    }
    const content = contentRegion(html);
    const heading = content.querySelector('h1');
    const handle = openDialog({
      title: heading?.textContent?.trim() || t('Core.Login'),
      className: 'login-modal',
      size: 'medium',
    });
    heading?.remove();
    handle.body.append(...[...content.childNodes].map((n) => document.adoptNode(n)));
    focusFirst(handle);
  })().finally(() => {
    opening = undefined;
  });
  return opening;
}
