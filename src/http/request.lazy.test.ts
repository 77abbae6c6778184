describe('request, with ky loaded on the first call', () => {
  beforeEach(() => {
    vi.resetModules();
    document.head.innerHTML =
      '<script type="application/json" id="vitrine-settings">{"culture":"nl","appPath":"/"}</script>';
  });
  afterEach(() => {
    vi.doUnmock('ky');
  });

  it("fails the call as a network error when ky's chunk does not load, and loads it on the next call", async () => {
    let chunkLoads = true;
    vi.doMock('ky', async (original) => {
      if (!chunkLoads) throw new TypeError('Failed to fetch dynamically imported module');
      return original();
    });
    chunkLoads = false;
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        async () => new Response('{"ItemsCount":2}', { headers: { 'content-type': 'application/json' } }),
      );
    const { request } = await import('./request.ts');
    const { NetworkError } = await import('./NetworkError.ts');
    const first = await request('GET', 'api/v1/cart');
    expect(first.kind).toBe('failed');
    expect(first.kind === 'failed' && first.error).toBeInstanceOf(NetworkError);
    expect(fetch).not.toHaveBeenCalled();
    chunkLoads = true;
    vi.resetModules();
    expect(await request('GET', 'api/v1/cart')).toMatchObject({ kind: 'ok', data: { ItemsCount: 2 } });
  });
});
