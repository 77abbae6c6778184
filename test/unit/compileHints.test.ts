// @vitest-environment node
import { SourceMapConsumer, SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build helper without type declarations
import { addEagerHint, EAGER_HINT, eagerChunks } from '../../tools/build/compileHints.mjs';

describe('compile hints', () => {
  it("marks the chunks holding React's runtime, swiper's core and ky, and no other", () => {
    const metafile = {
      outputs: {
        'dist/chunks/AAA.js': { inputs: { 'node_modules/react-dom/cjs/react-dom-client.production.js': {} } },
        'dist/chunks/AAA.js.map': { inputs: {} },
        'dist/chunks/BBB.js': { inputs: { 'node_modules/swiper/shared/swiper-core.mjs': {}, 'x.ts': {} } },
        'dist/chunks/CCC.js': { inputs: { 'src/i18n/defaults/fr.json': {} } },
        'dist/chunks/DDD.js': { inputs: { 'node_modules/ky/source/core/Ky.ts': {} } },
        'dist/chunks/EEE.js': { inputs: { 'node_modules/js-cookie/dist/js.cookie.mjs': {} } },
        'dist/vitrine.js': { inputs: { 'src/main.ts': {} } },
      },
    };
    expect(eagerChunks(metafile)).toEqual(['dist/chunks/AAA.js', 'dist/chunks/BBB.js', 'dist/chunks/DDD.js']);
  });

  it('puts the hint on the first line and keeps the source map pointing at the same code', () => {
    const generator = new SourceMapGenerator({ file: 'a.js' });
    generator.addMapping({
      generated: { line: 1, column: 4 },
      original: { line: 10, column: 2 },
      source: 'src.js',
    });
    const { code, map } = addEagerHint('var a=1;', JSON.parse(generator.toString()));
    expect(code.split('\n')).toEqual([EAGER_HINT, 'var a=1;']);
    const position = new SourceMapConsumer(map).originalPositionFor({ line: 2, column: 4 });
    expect([position.source, position.line]).toEqual(['src.js', 10]);
    expect(addEagerHint(code, map).code).toBe(code);
  });
});
