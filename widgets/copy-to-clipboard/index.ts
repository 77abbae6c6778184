import { defineWidget, loadStrings, option, t } from '../../src/index.ts';
import { flashMessage } from './message.ts';
import { textToCopy } from './textToCopy.ts';

export default defineWidget({
  name: 'copy-to-clipboard',
  strategy: 'idle',
  options: {
    /** The text to copy; default '' (then data-target, a link's href, or the element's text). */
    text: option.string(''),
    /** Selector of an element whose value or text is copied; default ''. */
    target: option.string(''),
    /** The confirmation text; default: the `Core.CopiedToClipboard` string. */
    message: option.string(''),
  },
  mount(el, options, { signal }) {
    const region = document.createElement('span');
    region.className = 'vitrine-copy';
    el.after(region);
    let clear = () => {};
    el.addEventListener(
      'click',
      async (event) => {
        event.preventDefault();
        const text = textToCopy(el, options.text, options.target);
        let copied = true;
        try {
          await navigator.clipboard.writeText(text);
        } catch (error) {
          console.warn('[vitrine] copy-to-clipboard: the clipboard refused the text', error);
          copied = false;
        }
        await loadStrings();
        if (signal.aborted) return;
        clear();
        clear = copied
          ? flashMessage(region, options.message || t('Core.CopiedToClipboard'), 'success')
          : flashMessage(region, t('Core.CopyFailed'), 'error');
      },
      { signal },
    );
    return () => {
      clear();
      region.remove();
    };
  },
});
