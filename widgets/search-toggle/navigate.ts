/**
 * Goes to `url` through the navigator when the page has one (`window.vitrine.navigate`), else with
 * a normal page load.
 */
export function navigate(url: string): void {
  const vitrine = (window as unknown as { vitrine?: { navigate?: (url: string) => unknown } }).vitrine;
  if (typeof vitrine?.navigate === 'function') void vitrine.navigate(url);
  else window.location.assign(url);
}
