import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One call a widget's README lists: the method and the address, with its placeholders. */
export interface ReadmeCall {
  /** `METHOD /path` as the matrix names it, placeholders kept (`{id}`), query left out. */
  id: string;
  method: string;
  /** The address as written, normalised: from the application root, no query. */
  path: string;
  /** The widgets whose README lists it. */
  widgets: string[];
  /** Matches a request's pathname (under `/`, the demo's application path). */
  pattern: RegExp;
  /** The README says its failure is logged only (a call in the background): nobody is told. */
  quiet: boolean;
  /** The README says its answer is not read: any 2xx body is its success. */
  unread: boolean;
}

/** A call as a README's Calls section names it: `GET /api/x…` in backticks. */
const MENTION = /`(GET|POST|PUT|DELETE|PATCH)\s+(\/[^`\s]*)[^`]*`/g;

/** What the README says of a call, on its line: its failure logged only, its answer not read. */
const QUIET = /failure( other than a 401)? is logged only/i;
const UNREAD = /answer is not read/i;

/** The `## Calls` section of a README: the list the probe reads. */
function callsSection(markdown: string): string {
  const start = markdown.search(/^## Calls\b/m);
  if (start < 0) return '';
  const rest = markdown.slice(start + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The address without its query or trailing punctuation. */
const normalise = (raw: string): string => raw.replace(/[?#].*$/, '').replace(/[.,;:)]+$/, '');

/**
 * The pattern of an address: `{culture}` is a culture, another placeholder one segment; a leading
 * placeholder (`{form action}`, `{url}`, `{link}`: an address the markup gives) any path, so that
 * the end of the address (`/calendar/…`) still tells the call apart.
 */
function patternOf(path: string): RegExp {
  const parts = path.split('/').filter(Boolean);
  const body = parts
    .map((part, i) => {
      if (part === '{culture}') return '[a-z]{2}';
      if (/^\{[^}]*\}$/.test(part)) return i === 0 ? '.*' : '[^/]+';
      return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]*\}/g, '[^/]*');
    })
    .join('/');
  return new RegExp(`^/${body}/?$`, 'i');
}

/** Whether a mention is a call of the shop a page makes (not a test hook). */
const isShopCall = (path: string) => !path.startsWith('/__fixtures');

/**
 * Every call listed in the `## Calls` section of `widgets/<name>/README.md`, read now: a call a
 * README gains is probed without changing the probe.
 */
export function readmeCalls(root = process.cwd()): ReadmeCall[] {
  const folder = join(root, 'widgets');
  const byId = new Map<string, ReadmeCall>();
  for (const widget of readdirSync(folder).sort()) {
    let text: string;
    try {
      text = readFileSync(join(folder, widget, 'README.md'), 'utf8');
    } catch {
      continue;
    }
    for (const line of callsSection(text).split('\n')) {
      for (const match of line.matchAll(MENTION)) {
        const method = match[1] ?? '';
        const path = normalise(match[2] ?? '');
        if (!isShopCall(path) || path === '/') continue;
        const id = `${method} ${path}`;
        const known = byId.get(id) ?? {
          id,
          method,
          path,
          widgets: [],
          pattern: patternOf(path),
          quiet: false,
          unread: false,
        };
        if (!known.widgets.includes(widget)) known.widgets.push(widget);
        known.quiet ||= QUIET.test(line);
        known.unread ||= UNREAD.test(line);
        byId.set(id, known);
      }
    }
  }
  return [...byId.values()];
}

/** The README calls a request is (by method and pathname); the most specific first. */
export function callsOf(calls: ReadmeCall[], method: string, pathname: string): ReadmeCall[] {
  return calls
    .filter((call) => call.method === method && call.pattern.test(pathname))
    .sort((a, b) => b.path.replace(/\{[^}]*\}/g, '').length - a.path.replace(/\{[^}]*\}/g, '').length);
}
