interface WithNavigate {
  vitrine?: { navigate?: (url: string) => unknown };
}

/**
 * Opens a page through the navigator when the bundle has one (no reload), else with a plain
 * location change.
 */
export function navigateTo(url: string): void {
  const vitrine = (window as unknown as WithNavigate).vitrine;
  if (typeof vitrine?.navigate === 'function') vitrine.navigate(url);
  else location.assign(url);
}
