import { defineWidget, on, settings, takeAttributes } from '../../src/index.ts';
import { navigate } from './navigate.ts';
import { POPOVER_ATTRIBUTES } from './popoverAttributes.ts';
import { searchUrl } from './searchUrl.ts';

export default defineWidget({
  name: 'search-toggle',
  strategy: 'eager',
  options: {},
  mount(el, _options, { signal }) {
    const form = el.querySelector('form');
    const openButton = el.querySelector<HTMLButtonElement>('button.site-search__open');
    const closeButton = el.querySelector<HTMLButtonElement>('button.site-search__close');
    const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
    if (!form || !openButton || !input) {
      throw new Error('search-toggle needs a form with an input name="q" and a button.site-search__open');
    }
    const show = (open: boolean, focus: boolean) => {
      form.hidden = !open;
      openButton.setAttribute('aria-expanded', String(open));
      if (!focus) return;
      if (open) input.focus();
      else openButton.focus();
    };
    // The server's fold (the form a popover the toggle opens) becomes the widget's: a form the
    // customer opened before the code came stays open, focus where it was.
    const wasOpen = form.hasAttribute('popover') && form.matches(':popover-open');
    const restore = takeAttributes([form, openButton, closeButton], POPOVER_ATTRIBUTES);
    openButton.hidden = false;
    if (closeButton) closeButton.hidden = false;
    show(wasOpen, false);
    openButton.addEventListener('click', () => show(form.hidden !== false, true), { signal });
    closeButton?.addEventListener('click', () => show(false, true), { signal });
    form.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Escape') show(false, true);
      },
      { signal },
    );
    form.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        const { appPath, culture } = settings();
        const url = searchUrl(appPath, culture, input.value);
        if (url === null) {
          input.focus();
          return;
        }
        navigate(url);
      },
      { signal },
    );
    const stop = on('vitrine:page-swap', () => show(false, false));
    return () => {
      stop();
      form.hidden = false;
      restore();
    };
  },
});
