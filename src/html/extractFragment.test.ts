import { extractFragment } from './extractFragment.ts';

describe('extractFragment', () => {
  it('takes the content region’s heading as the title and keeps the rest', () => {
    const { title, nodes, blank } = extractFragment(
      '<main><h1>Stock</h1><table><tr><td>3</td></tr></table></main>',
    );
    expect(title).toBe('Stock');
    expect(nodes.some((node) => node instanceof HTMLTableElement)).toBe(true);
    expect(blank).toBe(false);
  });

  it('says there is nothing to show in an empty answer or a page that is only its heading', () => {
    expect(extractFragment('').blank).toBe(true);
    expect(extractFragment('<!doctype html><title>x</title><main><h1>Maintenance</h1>\n</main>').blank).toBe(
      true,
    );
    expect(extractFragment('<p>Plain words</p>').blank).toBe(false);
  });
});
