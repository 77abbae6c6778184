import {
  type DialogHandle,
  extractFragment,
  focusFirst,
  loadStrings,
  openDialog,
  reportFailure,
  request,
  t,
} from '../../src/index.ts';
import { Steps } from './steps.ts';

/** Marks an answer that completed the flow: the page reloads when the modal closes. */
export const SUCCESS_MARKER = '[data-success-marker]';

/**
 * Opens the link's security page in a modal and keeps the flow inside it: links to pages of the
 * same origin load in the modal as a new step, forms post into it, a Back button (and any
 * `[data-modal-back]` link) returns to the previous step. After an answer carrying
 * `[data-success-marker]`, closing the modal reloads the page.
 */
export async function openTwoFactorModal(link: HTMLAnchorElement, signal: AbortSignal): Promise<void> {
  const steps = new Steps();
  // Fetched alongside the first step; the modal's texts (close, back) need them.
  const strings = loadStrings();
  let handle: DialogHandle | undefined;
  let succeeded = false;
  const back = document.createElement('button');
  back.type = 'button';
  back.className = 'button';

  const show = (html: string) => {
    const { title, nodes } = extractFragment(html);
    if (!handle) {
      handle = openDialog({
        title: title ?? link.textContent?.trim() ?? '',
        className: 'two-factor-modal',
        onClose: () => {
          if (succeeded) location.reload();
        },
      });
      wire(handle);
    } else {
      const heading = handle.dialog.querySelector('.vitrine-dialog__title');
      if (heading && title) heading.textContent = title;
    }
    handle.body.replaceChildren(...nodes.map((node) => document.adoptNode(node)));
    if (handle.body.querySelector(SUCCESS_MARKER)) succeeded = true;
    // The Back button shows only from the second step, and only when the page has no back link of its own.
    back.textContent = t('Core.Back');
    if (steps.canGoBack && !handle.body.querySelector('[data-modal-back]')) handle.footer.append(back);
    else back.remove();
    focusFirst(handle);
  };

  /** Fetches a step; `then` updates the steps before the answer is shown. */
  const load = async (
    method: 'GET' | 'POST',
    url: string,
    body?: FormData,
    then: () => void = () => {},
  ): Promise<void> => {
    handle?.body.setAttribute('aria-busy', 'true');
    const outcome = await request<string>(method, url, {
      signal,
      expect: 'html',
      ...(body ? { body } : {}),
    });
    handle?.body.removeAttribute('aria-busy');
    if (outcome.kind === 'aborted') return;
    if (outcome.kind === 'failed') {
      reportFailure(outcome.error, { returnUrl: location.pathname + location.search });
      return;
    }
    await strings;
    then();
    show(typeof outcome.data === 'string' ? outcome.data : '');
  };

  const goBack = () => {
    const previous = steps.back();
    if (previous) void load('GET', previous);
  };

  function wire(opened: DialogHandle): void {
    back.addEventListener('click', goBack);
    opened.body.addEventListener('click', (event) => {
      const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(target instanceof HTMLAnchorElement) || target.origin !== location.origin) return;
      const mouse = event as MouseEvent;
      if (mouse.button !== 0 || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return;
      event.preventDefault();
      if (target.hasAttribute('data-modal-back') && steps.canGoBack) {
        goBack();
        return;
      }
      void load('GET', target.href, undefined, () => steps.push(target.href));
    });
    // Bubble phase: the validation observer (capture phase) has already cancelled invalid forms.
    opened.body.addEventListener('submit', (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
      event.preventDefault();
      const submitter = (event as SubmitEvent).submitter;
      const data = new FormData(form, submitter ?? undefined);
      const method = form.method.toUpperCase() === 'POST' ? 'POST' : 'GET';
      if (method === 'GET') {
        const url = new URL(form.action);
        for (const [key, value] of data) if (typeof value === 'string') url.searchParams.append(key, value);
        void load('GET', url.href, undefined, () => steps.replace(url.href));
      } else {
        void load('POST', form.action, data, () => steps.replace(form.action));
      }
    });
  }

  link.setAttribute('aria-busy', 'true');
  await load('GET', link.href, undefined, () => steps.push(link.href));
  link.removeAttribute('aria-busy');
}
