// Commit messages read in `git log --oneline`: a subject of at most 72 characters, a blank line,
// then a body that says why (docs/development.md, "Commits"). `npm run lint` checks every commit
// made since the rule came (the history before it is not rewritten); the commit-msg hook in
// .githooks/ checks a message as it is written (`npm ci` points git at that folder).
//
// Usage: `node tools/lint/commitMessages.mjs` checks the commits after RULE_SINCE up to HEAD;
// `node tools/lint/commitMessages.mjs --message FILE` checks one message (the hook). Prints each
// fault and exits 1, or exits 0 in silence. Outside a git clone, or in a clone too shallow to
// reach RULE_SINCE, it says so and checks nothing it cannot see.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The longest subject. */
export const MAX_SUBJECT = 72;

/** The last commit made before the rule: the ones after it are checked. */
export const RULE_SINCE = 'e84e6d52d9fd6663a65f846651558d8db2122789';

/** What is wrong with a commit message (git's comment lines left out); empty when nothing. */
export function messageFaults(message) {
  const lines = message.split('\n').filter((line) => !line.startsWith('#'));
  while (lines.length > 0 && lines.at(-1).trim() === '') lines.pop();
  const [subject = '', second, ...body] = lines;
  const faults = [];
  if (subject.trim() === '') faults.push('no subject');
  if (subject.length > MAX_SUBJECT)
    faults.push(`subject of ${subject.length} characters (max ${MAX_SUBJECT})`);
  if (second !== undefined && second.trim() !== '') faults.push('no blank line after the subject');
  if (!body.some((line) => line.trim() !== '')) faults.push('no body saying why');
  return faults;
}

function git(...args) {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

/** The messages of the commits after RULE_SINCE (merges left out), or a reason they cannot be read. */
function messagesSinceRule() {
  try {
    git('cat-file', '-e', `${RULE_SINCE}^{commit}`);
  } catch {
    return { skipped: `commit ${RULE_SINCE.slice(0, 7)} is not in this clone: no commit message checked` };
  }
  const log = git('log', '--no-merges', '--format=%H%x00%B%x1e', `${RULE_SINCE}..HEAD`);
  const commits = log
    .split('\x1e')
    .map((entry) => entry.replace(/^\n/, ''))
    .filter((entry) => entry.includes('\0'))
    .map((entry) => {
      const [hash, message] = entry.split('\0');
      return { hash, message };
    });
  return { commits };
}

function main(args) {
  if (args[0] === '--message') {
    const faults = messageFaults(readFileSync(args[1], 'utf8'));
    for (const fault of faults) console.error(`commit message: ${fault}`);
    return faults.length === 0 ? 0 : 1;
  }
  const { commits, skipped } = messagesSinceRule();
  if (skipped) {
    console.log(skipped);
    return 0;
  }
  let failed = 0;
  for (const { hash, message } of commits) {
    const faults = messageFaults(message);
    if (faults.length > 0) failed++;
    for (const fault of faults)
      console.error(`${hash.slice(0, 7)} ${message.split('\n')[0].slice(0, 50)}: ${fault}`);
  }
  return failed === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
