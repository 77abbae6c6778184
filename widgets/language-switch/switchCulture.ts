/**
 * The address of the current page in another culture: the culture segment right after the
 * application path is replaced; the rest of the path, the query and the hash are kept.
 * `appPath` ends with a slash. Without a culture segment, the culture is inserted.
 */
export function switchCulture(
  href: string,
  appPath: string,
  target: string,
  cultures: readonly string[],
): string {
  const url = new URL(href);
  const rest = url.pathname.startsWith(appPath)
    ? url.pathname.slice(appPath.length)
    : url.pathname.replace(/^\//, '');
  const [first = '', ...others] = rest.split('/');
  const tail = cultures.includes(first.toLowerCase()) ? others : rest === '' ? [''] : [first, ...others];
  url.pathname = `${appPath}${[target, ...tail].join('/')}`;
  return url.toString();
}
