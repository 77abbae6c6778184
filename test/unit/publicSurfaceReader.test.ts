// @vitest-environment node
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build helper without type declarations
import { importedNames, readSurface } from '../../tools/build/publicSurface.mjs';

const root = join(import.meta.dirname, '..', '..');

describe('surface plugin', () => {
  it('maps every value export of src/index.ts to the module that defines it', () => {
    const surface: Map<string, { from: string; name: string }> = readSurface(join(root, 'src/index.ts'));
    expect(surface.get('defineWidget')?.from).toBe(join(root, 'src/widget/defineWidget.ts'));
    expect(surface.get('renderIsland')?.from).toBe(join(root, 'src/react/island.tsx'));
    expect(surface.has('Settings')).toBe(false);
  });

  it('lists only the value names a widget imports', () => {
    const names: Set<string> = importedNames(join(root, 'widgets/search-toggle/index.ts'));
    expect([...names].sort()).toEqual(['defineWidget', 'on', 'settings', 'takeAttributes']);
    const withTypes: Set<string> = importedNames(join(root, 'widgets/confirm-link/index.ts'));
    expect(withTypes.has('ConfirmOptions')).toBe(false);
    expect(withTypes.has('confirm')).toBe(true);
  });
});
