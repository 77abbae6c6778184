// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleKeysSource } from '../../tools/build/bundleKeys.mjs';
import {
  CULTURES,
  keysOfSource,
  readDefaults,
  scanKeys,
  stringKeysMarkdown,
} from '../../tools/docs/stringKeys.mjs';

const root = join(import.meta.dirname, '../..');
const { keys, unlisted } = scanKeys(root);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("the bundle's default texts", () => {
  it('finds the keys the code uses, written whole or built from literals', () => {
    expect(keys.size).toBeGreaterThan(250);
    expect([...(keys.get('Core.IncreaseQuantity') ?? [])]).toEqual(['cart-island', 'quantity-input']);
    expect(keys.get('Core.Close')?.has('core')).toBe(true);
    // Held in a table and passed on (src/payment/provider/messageKeys.ts).
    expect(keys.has('Payment.CvcDeclined')).toBe(true);
  });

  it('has a real text for every key the code uses, in each of the six cultures', () => {
    const missing: string[] = [];
    for (const culture of CULTURES) {
      const texts = readDefaults(root, culture);
      for (const key of keys.keys()) if (!texts[key]?.trim()) missing.push(`${culture}: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('has no key the code does not use', () => {
    const unused = CULTURES.flatMap((culture) =>
      Object.keys(readDefaults(root, culture))
        .filter((key) => !keys.has(key))
        .map((key) => `${culture}: ${key}`),
    );
    expect(unused).toEqual([]);
  });

  it("keeps the French text's placeholders in every culture", () => {
    const french = readDefaults(root, 'fr');
    const differ: string[] = [];
    for (const culture of CULTURES) {
      const texts = readDefaults(root, culture);
      for (const [key, text] of Object.entries(texts)) {
        const expected = placeholders(french[key] ?? '');
        if (placeholders(text).join() !== expected.join()) differ.push(`${culture}: ${key}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it('sees every key: none is built at run time without being listed in BUILT_KEYS', () => {
    expect(unlisted).toEqual([]);
  });

  it('reports a key built at run time, and reads no comment', () => {
    // A template literal of source code, its own placeholder written `\u0024{`.
    const built = '`Core.\u0024{name}`';
    const source = [
      "// t('Core.InAComment')",
      "const a = t('Core.Whole');",
      `const b = t(${built});`,
      "const c = t('Sales.' + name);",
    ].join('\n');
    const found = keysOfSource(source, 'x.ts');
    expect([...found.keys]).toEqual(['Core.Whole']);
    expect(found.built).toEqual([built, "'Sales.'"]);
  });

  it("lists the keys for the strings' loader: bundleKeys.generated.ts is what the build writes", () => {
    const written = readFileSync(join(root, 'src/i18n/fallback/bundleKeys.generated.ts'), 'utf8');
    expect(written, 'run node build.mjs').toBe(bundleKeysSource(keys.keys()));
  });

  it('documents them: docs/string-keys.md is what `node tools/docs/stringKeys.mjs` writes', () => {
    const written = readFileSync(join(root, 'docs/string-keys.md'), 'utf8');
    expect(written, 'run node tools/docs/stringKeys.mjs').toBe(stringKeysMarkdown(root));
  });
});
