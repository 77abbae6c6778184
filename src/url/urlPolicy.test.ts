import { URL_VECTORS, VECTOR_BASE } from '../../test/unit/support/urlVectors.ts';
import { decideNavigation } from './urlPolicy.ts';

describe('decideNavigation', () => {
  it.each(URL_VECTORS)('decides $kind ($reason) for %j', (vector) => {
    const decision = decideNavigation(vector.url, VECTOR_BASE);
    expect({ kind: decision.kind, reason: decision.reason }).toEqual({
      kind: vector.kind,
      reason: vector.reason,
    });
    if (vector.href) expect(decision.url?.href).toBe(vector.href);
  });

  it.each(URL_VECTORS)('with shopOnly, never lets %j leave the shop', (vector) => {
    const decision = decideNavigation(vector.url, VECTOR_BASE, { shopOnly: true });
    expect(decision.kind).toBe(vector.shopOnly ?? vector.kind);
    if (decision.kind !== 'refuse') expect(decision.url.origin).toBe('https://shop.example');
  });

  it('tries more than 40 vectors and refuses every one that is not http(s)', () => {
    const refused = URL_VECTORS.filter((v) => decideNavigation(v.url, VECTOR_BASE).kind === 'refuse');
    const refusedShopOnly = URL_VECTORS.filter(
      (v) => decideNavigation(v.url, VECTOR_BASE, { shopOnly: true }).kind === 'refuse',
    );
    expect(URL_VECTORS.length).toBeGreaterThanOrEqual(40);
    expect(refused.every((v) => v.kind === 'refuse')).toBe(true);
    // The counts, printed so a run shows how many vectors were tried and refused.
    console.info(
      `[url policy] ${URL_VECTORS.length} vectors: ${refused.length} refused, ${refusedShopOnly.length} with shopOnly`,
    );
  });

  it('hands back the parsed address, never the raw text', () => {
    const decision = decideNavigation('java\tscript:x', VECTOR_BASE);
    expect(decision.url?.protocol).toBe('javascript:');
    expect(decideNavigation('  /fr/  ', VECTOR_BASE).url?.href).toBe('https://shop.example/fr/');
  });

  it('refuses a base that cannot be parsed rather than guessing', () => {
    expect(decideNavigation('/fr/', 'not a url').kind).toBe('refuse');
  });
});
