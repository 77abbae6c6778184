import { defineWidget, option } from '../../src/index.ts';
import { qrSvg } from './qrSvg.ts';

export default defineWidget({
  name: 'qr-code',
  strategy: 'visible',
  options: {
    /** The text to encode, e.g. an authenticator's `otpauth://` key URI. Required. */
    uri: option.string(''),
    /** Accessible name of the image (server-translated, naming the key). Default: the uri. */
    label: option.string(''),
  },
  mount(el, { uri, label }) {
    if (!uri) throw new Error('qr-code needs data-uri');
    const svg = qrSvg(document, uri, label || uri);
    el.prepend(svg);
    return () => svg.remove();
  },
});
