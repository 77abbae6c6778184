import type { OptionsOf, WidgetDefinition } from '../../src/index.ts';
import { qrSvg } from './qrSvg.ts';

const options = {
  /** The text to encode, e.g. an authenticator's `otpauth://` key URI. Required. */
  uri: { kind: 'string', default: '' },
  /** Accessible name of the image (server-translated, naming the key). Default: the uri. */
  label: { kind: 'string', default: '' },
} as const;

// Type-only imports from src/index.ts: this chunk holds qrcode-generator and nothing shared.
const qrCode: WidgetDefinition<typeof options> = {
  name: 'qr-code',
  strategy: 'visible',
  options,
  mount(el, { uri, label }: OptionsOf<typeof options>) {
    if (!uri) throw new Error('qr-code needs data-uri');
    const svg = qrSvg(document, uri, label || uri);
    el.prepend(svg);
    return () => svg.remove();
  },
};

export default qrCode;
