/**
 * Return URLs a login link or form could carry, with the path a redirect may follow (`null`: not
 * this site, the fallback is used). Shared by the fixture login's and the login modal's tests.
 * Whatever is accepted is a path of this site: never `//host` or `/\host`.
 */
export const RETURN_URL_VECTORS: { returnUrl: string; server: string | null; client: string | null }[] = [
  // A dot segment or a backslash turns the path into //evil.example.
  { returnUrl: '/.//evil.example', server: null, client: '/evil.example' },
  { returnUrl: '/fr/..//evil.example', server: null, client: '/evil.example' },
  { returnUrl: '/./\\evil.example', server: null, client: '/evil.example' },
  // More of the same family.
  { returnUrl: '//evil.example', server: null, client: null },
  { returnUrl: '/\\evil.example', server: null, client: null },
  { returnUrl: '\\\\evil.example', server: null, client: null },
  { returnUrl: '\\/evil.example', server: null, client: null },
  { returnUrl: '/%2e%2e//evil.example', server: null, client: '/evil.example' },
  { returnUrl: '/%2F%2Fevil.example', server: null, client: '/%2F%2Fevil.example' },
  { returnUrl: '/%5Cevil.example', server: null, client: '/%5Cevil.example' },
  { returnUrl: '/\t/evil.example', server: null, client: null },
  { returnUrl: 'https://evil.example/', server: null, client: null },
  { returnUrl: 'javascript:alert(1)', server: null, client: null },
  { returnUrl: 'https://shop@evil.example/', server: null, client: null },
  // Paths of this site are kept (dot segments resolved).
  { returnUrl: '/fr/catalog?q=lampe', server: '/fr/catalog?q=lampe', client: '/fr/catalog?q=lampe' },
  { returnUrl: '/fr/./catalog', server: '/fr/catalog', client: '/fr/catalog' },
  { returnUrl: '/fr/x/../shoppingcarts', server: '/fr/shoppingcarts', client: '/fr/shoppingcarts' },
  { returnUrl: '/', server: '/', client: '/' },
];
