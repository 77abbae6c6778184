import { endpointFrom, TYPEAHEAD_LIMIT, typeaheadItems } from './typeahead.ts';

describe('the remote typeahead', () => {
  it('keeps at most 30 suggestions of a longer answer', () => {
    const answer = Array.from({ length: 45 }, (_, i) => ({ Name: `P${i}`, ProductUrl: `/fr/p/${i}` }));
    expect(TYPEAHEAD_LIMIT).toBe(30);
    expect(typeaheadItems(answer)).toHaveLength(30);
    expect(typeaheadItems(answer)[29]?.Name).toBe('P29');
  });

  it('drops items without a name or a product URL, and answers that are not lists', () => {
    expect(
      typeaheadItems([{ Name: 'A' }, { ProductUrl: '/x' }, null, { Name: 'B', ProductUrl: '/b' }]),
    ).toEqual([{ Name: 'B', ProductUrl: '/b' }]);
    expect(typeaheadItems({ Message: 'x' })).toEqual([]);
  });

  it('takes its endpoint from the page settings, and names the setting when it is missing', () => {
    expect(endpointFrom({ typeaheadUrl: '/api/t' }, 'typeaheadUrl')).toBe('/api/t');
    expect(() => endpointFrom({}, 'typeaheadUrl')).toThrow(/"typeaheadUrl" page setting/);
  });
});
