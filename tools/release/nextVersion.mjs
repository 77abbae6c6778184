// The version a release takes: the next patch, minor or major of the current one, or one given.

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

/** `patch`, `minor`, `major` or an explicit `x.y.z` higher than `current`. */
export function nextVersion(current, asked) {
  const now = SEMVER.exec(current);
  if (!now) throw new Error(`package.json's version "${current}" is not x.y.z`);
  const [major, minor, patch] = now.slice(1).map(Number);
  if (asked === 'major') return `${major + 1}.0.0`;
  if (asked === 'minor') return `${major}.${minor + 1}.0`;
  if (asked === 'patch') return `${major}.${minor}.${patch + 1}`;
  const given = SEMVER.exec(asked ?? '');
  if (!given) throw new Error('say which release: patch, minor, major or x.y.z');
  const higher = given
    .slice(1)
    .map(Number)
    .map((part, i) => part - [major, minor, patch][i])
    .find((difference) => difference !== 0);
  if (!higher || higher < 0) throw new Error(`${asked} is not above ${current}`);
  return asked;
}
