import { describe, expect, it } from 'vitest';
import { Steps } from './steps.ts';

describe('modal steps', () => {
  it('goes back to the previous page, never past the first', () => {
    const steps = new Steps();
    steps.push('/fr/security/twofactor');
    expect(steps.canGoBack).toBe(false);
    steps.push('/fr/security/twofactor/authenticator');
    expect(steps.canGoBack).toBe(true);
    steps.replace('/fr/security/twofactor/authenticator');
    expect(steps.back()).toBe('/fr/security/twofactor');
    expect(steps.back()).toBeUndefined();
  });
});
