// The package another team installs: `npm pack` of the built repository, installed into a scratch
// folder that has nothing of the repository, a page made from the packed README's own example and
// served from that folder alone, and the packed guide's TypeScript widget compiled against the
// packed declarations. What an integrator gets without cloning the repository.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { serveStatic } from '../support/staticServer.ts';

const PORT = Number(process.env.PACKAGE_PORT ?? 3350);
const root = join(import.meta.dirname, '../..');

let scratch = '';
let server: Server | undefined;
const installed = () => join(scratch, 'node_modules', 'vitrine');

/** Every file of a folder, relative to it. */
function filesOf(folder: string, prefix = ''): string[] {
  return readdirSync(join(folder, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesOf(folder, path) : [path];
  });
}

/** The first block of a language in a Markdown text. */
function firstBlock(markdown: string, language: string): string {
  const match = new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``).exec(markdown);
  if (!match?.[1]) throw new Error(`no ${language} block`);
  return match[1];
}

test.describe('the package', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    scratch = mkdtempSync(join(tmpdir(), 'vitrine-package-'));
    // The build the specs run against; packing it without its prepack build keeps dist/ in place.
    const packed = execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', scratch], {
      cwd: root,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .at(-1);
    writeFileSync(join(scratch, 'package.json'), '{ "name": "a-shop-theme", "private": true }\n');
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', `./${packed}`], { cwd: scratch });
    server = await serveStatic(scratch, PORT);
  });

  test.afterAll(() => {
    server?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  test('holds the bundle, its declarations, licences and docs, and no source, test or metafile', () => {
    const files = filesOf(installed());
    for (const wanted of [
      'LICENSE',
      'README.md',
      'CHANGELOG.md',
      'package.json',
      'dist/vitrine.js',
      'dist/vitrine.css',
      'dist/vitrine.d.ts',
      'dist/version.json',
      'dist/preload.json',
      'dist/THIRD_PARTY_LICENSES.txt',
      'docs/integrating-a-cms.md',
      'widgets/quantity-input/README.md',
    ])
      expect(files, wanted).toContain(wanted);
    expect(files.filter((file) => /\.(tsx?|map)$/.test(file) && !file.endsWith('.d.ts'))).toEqual([]);
    // No map is shipped, so no script names one: a missing map is a failed request in DevTools.
    const scripts = files.filter((file) => /^dist\/.+\.(js|css)$/.test(file));
    expect(
      scripts.filter((file) => readFileSync(join(installed(), file), 'utf8').includes('sourceMappingURL')),
    ).toEqual([]);
    expect(files.filter((file) => /^(fixtures|test|tools)\/|meta\.json$/.test(file))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(installed(), 'package.json'), 'utf8'));
    expect(manifest.license).toBe('MIT');
    expect(manifest.dependencies ?? {}).toEqual({});
    const version = JSON.parse(readFileSync(join(installed(), 'dist/version.json'), 'utf8'));
    expect(version.version).toBe(manifest.version);
    expect(readFileSync(join(installed(), 'dist/vitrine.js'), 'utf8')).toContain(
      `/*! Vitrine ${manifest.version} */`,
    );
  });

  test("the packed guide's head and the packed README's example, served from the installed package alone, mount its widget", async ({
    page,
  }) => {
    const { build } = JSON.parse(readFileSync(join(installed(), 'dist/version.json'), 'utf8'));
    // The one snippet of the head, the guide's, filled as a CMS fills it.
    const head = firstBlock(readFileSync(join(installed(), 'docs/integrating-a-cms.md'), 'utf8'), 'html')
      .replaceAll('/dist/', '/node_modules/vitrine/dist/')
      .replaceAll('{{build}}', build)
      .replaceAll('{{nonce}}', 'n0nce')
      .replaceAll('{{csrfToken}}', 'token');
    const example = firstBlock(readFileSync(join(installed(), 'README.md'), 'utf8'), 'html');
    mkdirSync(join(scratch, 'shop'), { recursive: true });
    writeFileSync(
      join(scratch, 'shop', 'index.html'),
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Boutique</title>${head}</head><body>${example}</body></html>`,
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${PORT}/shop/`);
    const widget = page.locator('[data-widget="quantity-input"]');
    await expect(widget).toHaveAttribute('data-widget-mounted', 'quantity-input');
    // Exact: the buttons are named in words too ('Augmenter la quantité'), from the bundle's own
    // texts, since this page has no strings call.
    const field = widget.getByLabel('Quantité', { exact: true });
    await widget.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await expect(field).toHaveValue('2');
    expect(await page.evaluate(() => window.vitrine?.release.build)).toBe(build);
    expect(errors).toEqual([]);
  });

  test("the packed guide's TypeScript widget compiles under tsc --strict against the packed declarations", () => {
    const guide = readFileSync(join(installed(), 'docs/integrating-a-cms.md'), 'utf8');
    const code = /<!-- typecheck: (\S+) -->\s*```ts\n([\s\S]*?)```/.exec(guide)?.[2];
    expect(code).toBeTruthy();
    writeFileSync(join(scratch, 'wave.ts'), code ?? '');
    const compilerOptions = {
      strict: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      lib: ['es2023', 'dom'],
      noEmit: true,
      types: [],
    };
    writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['wave.ts'] }));
    const tsc = spawnSync(join(root, 'node_modules/.bin/tsc'), ['-p', scratch], { encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(existsSync(join(installed(), 'dist/vitrine.d.ts'))).toBe(true);
  });
});
