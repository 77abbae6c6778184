import { emptyFilter, isChosen, listingUrl, parseFilter, serialiseFilter, setValue } from './filter.ts';

describe('the filter object', () => {
  it('reads groups and product attributes from the filter parameter', () => {
    const filter = parseFilter('{"Brands":[3,1],"Categories":[],"ProductAttributes":{"1":[11]}}');
    expect(filter.groups).toEqual({ Brands: [3, 1] });
    expect(filter.ProductAttributes).toEqual({ 1: [11] });
  });

  it('ignores a malformed filter parameter', () => {
    expect(parseFilter('{oops')).toEqual(emptyFilter());
    expect(parseFilter('[1,2]')).toEqual(emptyFilter());
    expect(parseFilter(null)).toEqual(emptyFilter());
  });

  it('adds a value when chosen and removes it when unchosen', () => {
    const on = setValue(emptyFilter(), 'Brands', 4, true);
    expect(isChosen(on, 'Brands', 4)).toBe(true);
    const off = setValue(on, 'Brands', 4, false);
    expect(isChosen(off, 'Brands', 4)).toBe(false);
    expect(off.groups).toEqual({});
  });

  it('keeps attribute values under ProductAttributes by attribute id', () => {
    let filter = setValue(emptyFilter(), 'ProductAttributes.2', 21, true);
    filter = setValue(filter, 'ProductAttributes.2', 22, true);
    expect(filter.ProductAttributes).toEqual({ 2: [21, 22] });
  });

  it('removes a tag without touching the other values', () => {
    let filter = parseFilter('{"Brands":[1,2],"ProductAttributes":{"1":[11]}}');
    filter = setValue(filter, 'Brands', 1, false);
    filter = setValue(filter, 'ProductAttributes.1', 11, false);
    expect(serialiseFilter(filter)).toBe('{"Brands":[2]}');
  });

  it('never changes the filter it was given', () => {
    const filter = parseFilter('{"Brands":[1]}');
    setValue(filter, 'Brands', 2, true);
    setValue(filter, 'Brands', 1, false);
    expect(filter.groups).toEqual({ Brands: [1] });
  });

  it('serialises in a stable order and to nothing when empty', () => {
    const a = parseFilter('{"ProductAttributes":{"2":[5,3]},"Categories":[9,1]}');
    expect(serialiseFilter(a)).toBe('{"Categories":[1,9],"ProductAttributes":{"2":[3,5]}}');
    expect(serialiseFilter(emptyFilter())).toBe('');
  });
});

describe('listingUrl', () => {
  const base = 'http://shop.test/fr/catalog';

  it('drops pageindex when a filter changes', () => {
    const url = listingUrl(`${base}?sort=price-asc&pageindex=4`, setValue(emptyFilter(), 'Brands', 2, true));
    expect(url).toBe(`/fr/catalog?sort=price-asc&filter=${encodeURIComponent('{"Brands":[2]}')}`);
  });

  it('removes the filter parameter when nothing is chosen', () => {
    expect(listingUrl(`${base}?filter=%7B%22Brands%22%3A%5B2%5D%7D&q=mug`, emptyFilter())).toBe(
      '/fr/catalog?q=mug',
    );
  });

  it('replaces the no-JS checkbox fields with the filter parameter', () => {
    const filter = parseFilter('{"Brands":[2]}');
    const url = new URL(
      listingUrl(`${base}?Brands=2&ProductAttributes.1=11&Categories=3&display=table`, filter, [
        'Categories',
      ]),
      base,
    );
    expect([...url.searchParams.keys()]).toEqual(['display', 'filter']);
  });
});
