import { kmText, pointTexts } from './pointTexts.ts';

const calls: string[] = [];
const t = ((key: string, vars?: Record<string, string>) => {
  calls.push(key);
  return vars ? `${key}(${Object.values(vars).join('|')})` : key;
}) as unknown as Parameters<typeof pointTexts>[0];

describe("the pickup list's texts", () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('writes a distance with one decimal and a decimal comma', () => {
    expect(kmText(1.25)).toBe('1,3');
    expect(kmText(0)).toBe('0,0');
    expect(kmText(12.04)).toBe('12,0');
  });

  it("says 'today' for an opening later today and the day's name for another day", () => {
    const texts = pointTexts(t, 'fr');
    expect(texts.opensAt({ kind: 'opens', day: 2, minutes: 14 * 60, inDays: 0 })).toBe(
      'Shippings.OpensAt(Shippings.Today|14:00)',
    );
    expect(texts.opensAt({ kind: 'opens', day: 1, minutes: 9 * 60, inDays: 1 })).toBe(
      'Shippings.OpensAt(mardi|09:00)',
    );
  });

  it('translates a distance or an opening once, however many points share it', () => {
    const texts = pointTexts(t, 'fr');
    calls.length = 0;
    for (let i = 0; i < 50; i++) {
      texts.distance(1.2);
      texts.opensAt({ kind: 'opens', day: 1, minutes: 540, inDays: 1 });
    }
    expect(calls).toEqual(['Shippings.DistanceKm', 'Shippings.OpensAt']);
    expect(texts.distance(1.2)).toBe('Shippings.DistanceKm(1,2)');
  });
});
