import { describe, expect, it } from 'vitest';
import { qrPath, qrSvg } from './qrSvg.ts';

describe('qr code', () => {
  it('draws the modules of the text as one path', () => {
    const { size, d } = qrPath('otpauth://totp/Vitrine:demo?secret=ABC');
    expect(size).toBeGreaterThanOrEqual(21);
    expect(d.startsWith('M0 0h1v1h-1z')).toBe(true); // the top-left finder pattern
  });

  it('is an image named by its label', () => {
    const svg = qrSvg(document, 'hello', 'QR code of the key ABC');
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('QR code of the key ABC');
  });
});
