import {
  type DialogHandle,
  type Fragment,
  fillDialog,
  loadFragment,
  openDialog,
  t,
} from '../../src/index.ts';
import { type FlowEvent, type FlowState, initialFlow, nextFlow } from './flowState.ts';
import { Steps } from './steps.ts';

/** Marks an answer that completed the flow: the page reloads when the modal closes. */
export const SUCCESS_MARKER = '[data-success-marker]';

/** A plain left click on a same-origin link inside the modal: the flow takes it over. */
function followedLink(event: MouseEvent): HTMLAnchorElement | undefined {
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement) || target.origin !== location.origin) return undefined;
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
    return undefined;
  return target;
}

/**
 * One security flow in a modal: links to pages of the same origin load in the modal as a new step,
 * forms post into it, a Back button (and any `[data-modal-back]` link) returns to the previous
 * step. After an answer carrying `[data-success-marker]`, closing the modal reloads the page.
 */
class TwoFactorFlow {
  private readonly steps = new Steps();
  private readonly back = document.createElement('button');
  private handle: DialogHandle | undefined;
  private state: FlowState = initialFlow;

  constructor(
    private readonly link: HTMLAnchorElement,
    private readonly signal: AbortSignal,
  ) {
    this.back.type = 'button';
    this.back.className = 'button';
    this.back.addEventListener('click', () => this.goBack());
  }

  /** Loads the link's page as the first step, opening the modal. */
  async start(): Promise<void> {
    this.link.setAttribute('aria-busy', 'true');
    await this.load('GET', this.link.href, undefined, () => this.steps.push(this.link.href));
    this.link.removeAttribute('aria-busy');
  }

  private apply(event: FlowEvent): void {
    this.state = nextFlow(this.state, event);
    if (this.state.kind === 'loading') this.handle?.body.setAttribute('aria-busy', 'true');
    else this.handle?.body.removeAttribute('aria-busy');
    if (this.state.kind === 'closed' && this.state.reload) location.reload();
  }

  /**
   * Fetches a step; `then` updates the steps before the answer is shown. A step that fails (or has
   * nothing to show) leaves the step shown in place; the error policy says why.
   */
  private async load(method: 'GET' | 'POST', url: string, body?: FormData, then: () => void = () => {}) {
    this.apply({ type: 'request' });
    const fragment = await loadFragment({
      url,
      method,
      signal: this.signal,
      returnUrl: location.pathname + location.search,
      ...(body ? { body } : {}),
    });
    if (!fragment) {
      this.apply({ type: 'failed' });
      return;
    }
    then();
    this.show(fragment);
  }

  private show(fragment: Fragment): void {
    const handle = this.dialog(fragment.title);
    this.apply({ type: 'answered', success: fragment.content.querySelector(SUCCESS_MARKER) !== null });
    // The Back button shows only from the second step, and only when the page has no back link of its own.
    this.back.textContent = t('Core.Back');
    if (this.steps.canGoBack && !fragment.content.querySelector('[data-modal-back]'))
      handle.footer.append(this.back);
    else this.back.remove();
    fillDialog(handle, fragment);
  }

  /** The modal: opened for the first step, its title updated for the next ones. */
  private dialog(title: string | undefined): DialogHandle {
    if (this.handle) {
      const heading = this.handle.dialog.querySelector('.vitrine-dialog__title');
      if (heading && title) heading.textContent = title;
      return this.handle;
    }
    this.handle = openDialog({
      title: title ?? this.link.textContent?.trim() ?? '',
      className: 'two-factor-modal',
      onClose: () => this.apply({ type: 'close' }),
    });
    // Its links load the next step in the modal, never as visits: no page asked for ahead at a press.
    this.handle.body.setAttribute('data-no-prefetch', '');
    this.handle.body.addEventListener('click', (event) => this.onClick(event));
    // Bubble phase: the validation observer (capture phase) has already cancelled invalid forms.
    this.handle.body.addEventListener('submit', (event) => this.onSubmit(event as SubmitEvent));
    return this.handle;
  }

  private goBack(): void {
    const previous = this.steps.back();
    if (previous) void this.load('GET', previous);
  }

  private onClick(event: MouseEvent): void {
    const link = followedLink(event);
    if (!link) return;
    event.preventDefault();
    if (link.hasAttribute('data-modal-back') && this.steps.canGoBack) this.goBack();
    else void this.load('GET', link.href, undefined, () => this.steps.push(link.href));
  }

  private onSubmit(event: SubmitEvent): void {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    event.preventDefault();
    const data = new FormData(form, event.submitter ?? undefined);
    if (form.method.toUpperCase() === 'POST') {
      void this.load('POST', form.action, data, () => this.steps.replace(form.action));
      return;
    }
    const url = new URL(form.action);
    for (const [key, value] of data) if (typeof value === 'string') url.searchParams.append(key, value);
    void this.load('GET', url.href, undefined, () => this.steps.replace(url.href));
  }
}

/** Opens the link's security page in a modal and keeps the flow inside it (see `TwoFactorFlow`). */
export function openTwoFactorModal(link: HTMLAnchorElement, signal: AbortSignal): Promise<void> {
  return new TwoFactorFlow(link, signal).start();
}
