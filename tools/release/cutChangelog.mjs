// The CHANGELOG's Unreleased section becomes the release's, and a new empty Unreleased goes above.

const UNRELEASED = '## [Unreleased]';

/** The changelog with `## [Unreleased]` renamed `## [version] - date` and a fresh one above it. */
export function cutChangelog(markdown, version, date) {
  const at = markdown.indexOf(UNRELEASED);
  if (at < 0) throw new Error(`CHANGELOG.md has no "${UNRELEASED}" section`);
  const after = markdown.slice(at + UNRELEASED.length);
  const next = after.search(/\n## \[/);
  const body = (next < 0 ? after : after.slice(0, next)).trim();
  if (body === '') throw new Error('the Unreleased section is empty: nothing to release');
  return `${markdown.slice(0, at)}${UNRELEASED}\n\n## [${version}] - ${date}${after}`;
}

/** The version of the newest release section (the first `## [x.y.z]`), or undefined. */
export function latestRelease(markdown) {
  return /\n## \[(\d+\.\d+\.\d+)\]/.exec(markdown)?.[1];
}
