import { randomBytes } from 'node:crypto';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asCmsPage } from './cmsPage.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};

/** Where the manual's own Trusted Types policy is served (`site/trustedTypes.js` beside this file). */
export const SITE_POLICY_PATH = '/_site/trustedTypes.js';

/**
 * The policy a site with Trusted Types sends (docs/integration.md, section 8), for the nonce of one
 * answer: the demo CMS's strict nonce policy, and Trusted Types for the bundle's policy `vitrine`
 * and the site's own, `default` (jQuery and Sphinx write HTML as plain strings: `SITE_POLICY_PATH`).
 */
export function manualPolicy(nonce: string): string {
  return (
    `script-src 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'; base-uri 'none'; ` +
    "require-trusted-types-for 'script'; trusted-types vitrine default"
  );
}

export interface ManualServerOptions {
  /** The manual's HTML folder (served at `/`). */
  root: string;
  /** The bundle's build output (served at `/dist/`). */
  dist: string;
  /** 0 (the default) takes a free port. */
  port?: number;
}

export interface ManualServer {
  origin: string;
  close(): Promise<void>;
}

/** The file a request names under `folder`, or undefined when it is outside it or no file. */
function fileUnder(folder: string, path: string): string | undefined {
  const root = normalize(folder);
  const file = normalize(join(root, path));
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  for (const candidate of [file, join(file, 'index.html')]) {
    try {
      // statSync follows symlinks: Debian's Sphinx manuals link _static/*.js to /usr/share/javascript.
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not there: the next candidate, or a 404.
    }
  }
  return undefined;
}

const SITE_POLICY_FILE = fileURLToPath(new URL('site/trustedTypes.js', import.meta.url));

function sendPage(res: ServerResponse, file: string, build: string): void {
  const nonce = randomBytes(16).toString('base64');
  const settings = { culture: 'en', appPath: '/', siteName: 'DjangoManual' };
  const fullLoad = file.endsWith(`${sep}search.html`);
  const page = asCmsPage(readFileSync(file, 'utf8'), {
    nonce,
    build,
    settings,
    fullLoad,
    sitePolicy: SITE_POLICY_PATH,
  });
  res.writeHead(200, {
    'Content-Type': TYPES['.html'],
    'Content-Security-Policy': manualPolicy(nonce),
    'Cache-Control': 'no-cache',
  });
  res.end(page.html);
}

function handler(options: ManualServerOptions, build: string) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const { pathname } = new URL(req.url ?? '/', 'http://manual.local');
    const path = decodeURIComponent(pathname);
    const file = path.startsWith('/dist/')
      ? fileUnder(options.dist, path.slice('/dist'.length))
      : path === SITE_POLICY_PATH
        ? SITE_POLICY_FILE
        : fileUnder(options.root, path);
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    if (type === TYPES['.html']) {
      sendPage(res, file, build);
      return;
    }
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
    createReadStream(file).pipe(res);
  };
}

/**
 * Serves a static manual as a CMS with Vitrine would (test/conformance/README.md): its pages with
 * the site's Trusted Types policy first in the head, the head snippet, a fresh nonce and the policy
 * with Trusted Types per answer and the region marked; its other files and the bundle's `dist/` as
 * they are.
 */
export function startManualServer(options: ManualServerOptions): Promise<ManualServer> {
  const version = JSON.parse(readFileSync(join(options.dist, 'version.json'), 'utf8')) as { build: string };
  const server = createServer(handler(options, version.build));
  return new Promise((resolve) => {
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
