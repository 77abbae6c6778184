/**
 * True when `pathname` is the site root plus culture (`/fr`, `/fr/`, `/shop/fr/`): the home page.
 * `appPath` ends with a slash, as settings normalise it.
 */
export function isHomePath(pathname: string, appPath: string, culture: string): boolean {
  if (!pathname.startsWith(appPath)) return false;
  const rest = pathname.slice(appPath.length).replace(/\/$/, '');
  return rest.toLowerCase() === culture.toLowerCase();
}

/**
 * Copies the new page's body classes, then sets `page-home` on the home page and `page-inner`
 * elsewhere.
 */
export function applyBodyClasses(body: HTMLElement, from: string, home: boolean): void {
  const classes = new Set(from.split(/\s+/).filter(Boolean));
  classes.add(home ? 'page-home' : 'page-inner');
  classes.delete(home ? 'page-inner' : 'page-home');
  const next = [...classes].join(' ');
  // Unchanged classes are not written: a class change on <body> restyles the whole page.
  if (body.className !== next) body.className = next;
}
