import { act } from 'react';
import { parseOptions } from '../../src/widget/options.ts';
import { readFacetModel } from './facetModel.ts';
import widget from './index.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const items = (field: string, names: string[], checked: number[] = []) =>
  names
    .map((name, i) => {
      const id = i + 1;
      return `<li><input type="checkbox" id="${field}-${id}" name="${field}" value="${id}"${checked.includes(id) ? ' checked' : ''}><label for="${field}-${id}">${name} <span class="facet-count">(${id * 2})</span></label></li>`;
    })
    .join('');

// The fixture CMS's facet form (fixtures/pages/Facets.tsx), trimmed.
const FORM = (attrs = '') => `
<form class="facets" method="get" action="/fr/catalog" data-widget="product-filters" data-filter='{"Brands":[2]}' ${attrs}>
  <ul class="filter-tags" aria-label="Filtres actifs"><li><a class="filter-tag" href="/fr/catalog" data-facet-field="Brands" data-value-id="2" aria-label="Retirer le filtre Bois Doré">Bois Doré <span aria-hidden="true">×</span></a></li></ul>
  <input type="hidden" name="sort" value="price-asc">
  <fieldset class="facet-box" data-facet="Brands"><legend>Marques</legend>
    <input type="search" class="facet-box__search" aria-label="Filtrer les options: Marques" placeholder="Filtrer" hidden>
    <ul>${items('Brands', ['Atelier Sève', 'Bois Doré', 'Céramique Nord'], [2])}</ul>
  </fieldset>
  <fieldset class="facet-box" data-facet="ProductAttributes.1"><legend>Couleur</legend>
    <ul><li><input type="checkbox" id="c-11" name="ProductAttributes.1" value="11"><label for="c-11"><span class="swatch swatch--small" style="background: rgb(255, 0, 0)"></span>Rouge <span class="facet-count">(4)</span></label></li></ul>
  </fieldset>
  <button type="submit" class="button">Filtrer</button><a href="/fr/catalog" class="facets__reset">Effacer</a>
</form>`;

describe('product-filters island', () => {
  let visited: string[];
  let unmount: (() => void) | undefined;
  let controller: AbortController;

  async function mount(attrs = '', before?: (form: HTMLElement) => void) {
    document.body.innerHTML = FORM(attrs);
    const el = document.querySelector<HTMLElement>('form')!;
    before?.(el);
    controller = new AbortController();
    await act(async () => {
      unmount = (await widget.mount(el, parseOptions('product-filters', widget.options, el), {
        name: 'product-filters',
        signal: controller.signal,
      })) as () => void;
    });
    return el;
  }
  const box = (field: string, id: number) =>
    document.querySelector<HTMLInputElement>(`input[name="${field}"][value="${id}"]`)!;
  const filterOf = (url: string | undefined) =>
    JSON.parse(new URL(url ?? '', 'http://shop.test').searchParams.get('filter') ?? 'null');

  beforeEach(() => {
    vi.useFakeTimers();
    visited = [];
    window.vitrine = { navigate: (url: string) => visited.push(url) } as never;
    window.history.replaceState(null, '', '/fr/catalog?sort=price-asc&pageindex=3');
  });
  afterEach(() => {
    controller?.abort();
    act(() => unmount?.());
    unmount = undefined;
    delete window.vitrine;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads the server form: tags, boxes, counts, swatches', () => {
    document.body.innerHTML = FORM();
    const model = readFacetModel(document.querySelector('form')!);
    expect(model.tags?.items.map((t) => [t.field, t.id, t.label])).toEqual([['Brands', 2, 'Bois Doré']]);
    expect(model.boxes.map((b) => b.field)).toEqual(['Brands', 'ProductAttributes.1']);
    expect(model.boxes[0]?.items.map((i) => [i.label, i.count, i.checked])).toEqual([
      ['Atelier Sève', '(2)', false],
      ['Bois Doré', '(4)', true],
      ['Céramique Nord', '(6)', false],
    ]);
    expect(model.boxes[1]?.items[0]?.color).toBe('rgb(255, 0, 0)');
    expect(model.hidden).toEqual([{ name: 'sort', value: 'price-asc' }]);
  });

  it('renders the same form and shows the text fields', async () => {
    const el = await mount();
    expect(el.querySelectorAll('fieldset.facet-box')).toHaveLength(2);
    expect(el.querySelector<HTMLInputElement>('.facet-box__search')?.hidden).toBe(false);
    expect(box('Brands', 2).checked).toBe(true);
    expect(el.querySelector('label[for="c-11"]')?.textContent).toBe('Rouge (4)');
    expect(el.querySelector('.filter-tags a')?.textContent).toBe('Bois Doré ×');
  });

  it('reloads with the new filter at once and without pageindex when a value is toggled', async () => {
    await mount();
    await act(async () => box('Brands', 1).click());
    await act(async () => vi.advanceTimersByTime(0));
    expect(visited).toHaveLength(1);
    expect(filterOf(visited[0])).toEqual({ Brands: [1, 2] });
    expect(visited[0]).not.toContain('pageindex');
    expect(visited[0]).toContain('sort=price-asc');
  });

  it('removes a value with its tag', async () => {
    await mount();
    await act(async () => document.querySelector<HTMLAnchorElement>('.filter-tag')!.click());
    await act(async () => vi.advanceTimersByTime(0));
    expect(new URL(visited[0] ?? '', 'http://shop.test').searchParams.has('filter')).toBe(false);
    expect(document.querySelector('.filter-tag')).toBeNull();
  });

  it('with refresh-on-click off, reloads once, 1000 ms after the last change', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('<p>none</p>'));
    await mount('data-refresh-on-click="false" data-live-facets="false"');
    await act(async () => box('Brands', 1).click());
    await act(async () => vi.advanceTimersByTime(900));
    await act(async () => box('Brands', 3).click());
    await act(async () => vi.advanceTimersByTime(999));
    expect(visited).toEqual([]);
    await act(async () => vi.advanceTimersByTime(1));
    expect(visited).toHaveLength(1);
    expect(filterOf(visited[0])).toEqual({ Brands: [1, 2, 3] });
  });

  it("narrows a box's items to those containing the text, ignoring case", async () => {
    const el = await mount();
    const search = el.querySelector<HTMLInputElement>('.facet-box__search')!;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    await act(async () => {
      setter?.call(search, 'BOIS');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const shown = [...el.querySelectorAll<HTMLElement>('fieldset[data-facet="Brands"] li')].filter(
      (li) => !li.hidden,
    );
    expect(shown.map((li) => li.textContent)).toEqual(['Bois Doré (4)']);
  });

  it('takes over a box the customer ticked before the island mounted', async () => {
    await mount('', (form) => {
      form.querySelector<HTMLInputElement>('input[value="3"]')!.checked = true;
    });
    expect(box('Brands', 3).checked).toBe(true);
    await act(async () => vi.advanceTimersByTime(0));
    expect(filterOf(visited[0])).toEqual({ Brands: [2, 3] });
  });

  it('leaves no React root behind after unmount', async () => {
    const { liveRoots } = await import('../../src/util/liveRoots.ts');
    const before = liveRoots.count;
    await mount();
    expect(liveRoots.count).toBe(before + 1);
    act(() => unmount?.());
    unmount = undefined;
    expect(liveRoots.count).toBe(before);
  });
});
