/** The initial page loader waits this long, then fades for as long again. */
export const LOADER_WAIT_MS = 500;
export const LOADER_FADE_MS = 500;

/**
 * Fades the initial page loader (`[data-page-loader]`, or `.page-loader`): after 500 ms it gets
 * `is-fading` (the theme's CSS fades it), and 500 ms later it is hidden. Returns a cancel function.
 */
export function fadeInitialLoader(root: ParentNode = document): () => void {
  const loader = root.querySelector<HTMLElement>('[data-page-loader], .page-loader');
  if (!loader || loader.hidden) return () => {};
  let timer = setTimeout(() => {
    loader.classList.add('is-fading');
    timer = setTimeout(() => {
      loader.hidden = true;
      loader.classList.remove('is-fading');
    }, LOADER_FADE_MS);
  }, LOADER_WAIT_MS);
  return () => clearTimeout(timer);
}
