import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { LIST_SLICE, PointList } from './PointList.tsx';
import type { PickupPoint } from './pickupPoint.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Texts as their keys: only the slicing matters here (and no call goes out for the strings).
vi.mock('../../src/i18n/index.ts', async (original) => ({
  ...(await original<typeof import('../../src/i18n/index.ts')>()),
  stringsReady: () => true,
  loadStrings: () => Promise.resolve(),
  t: (key: string) => key,
}));

const TOTAL = LIST_SLICE * 3 + 5;

function point(index: number): PickupPoint {
  return {
    id: `P-${index}`,
    name: `Relais ${index}`,
    address: `Rue ${index}`,
    postCode: '1000',
    city: 'Bruxelles',
    countryId: 1,
    phone: '02 123 45 67',
    distance: index / 10,
    imageUrl: '',
    comments: '',
    hours:
      'Mon 09:00-18:00;Tue 09:00-18:00;Wed 09:00-18:00;Thu 09:00-18:00;Fri 09:00-18:00;Sat 10:00-12:00;Sun closed',
    informations: '',
    latestAirDropOffTime: '',
    additionalChargeIndicator: '',
    specialInstructions: '',
    additionalComments: '',
    type: '',
    pickupPointId: null,
    latitude: 50.85,
    longitude: 4.35,
  };
}

const POINTS = Array.from({ length: TOTAL }, (_, i) => point(i + 1));
const items = () => document.querySelectorAll('.pickup-point');
// The slices' timers are faked (React's own scheduling is not): one step = one slice's task.
const nextTask = () =>
  act(async () => {
    vi.advanceTimersToNextTimer();
  });
const everySlice = async () => {
  for (let i = 0; i * LIST_SLICE < TOTAL; i++) await nextTask();
};

let root: Root;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  document.body.innerHTML = '<div id="list"></div>';
  root = createRoot(document.getElementById('list') as HTMLElement);
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

describe('the pickup point list', () => {
  it('shows a long list slice by slice, one task each, until every point is there', async () => {
    await act(async () => root.render(<PointList points={POINTS} selectedId={null} onSelect={() => {}} />));
    expect(items()).toHaveLength(LIST_SLICE);
    await nextTask();
    expect(items()).toHaveLength(LIST_SLICE * 2);
    await everySlice();
    expect(items()).toHaveLength(TOTAL);
    expect([...items()].map((li) => li.getAttribute('data-point-id'))).toEqual(POINTS.map((p) => p.id));
  });

  it("builds a point's week table only when its details are opened", async () => {
    await act(async () => root.render(<PointList points={POINTS} selectedId={null} onSelect={() => {}} />));
    const details = document.querySelector('.pickup-point__details') as HTMLDetailsElement;
    expect(document.querySelectorAll('.pickup-hours')).toHaveLength(0);
    await act(async () => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    expect(details.querySelectorAll('.pickup-hours tr')).toHaveLength(7);
    expect(details.textContent).toContain('02 123 45 67');
  });

  it('scrolls to a preselected point further down once its slice is there', async () => {
    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.dataset.pointId ?? '');
    });
    const far = POINTS[TOTAL - 1]?.id ?? '';
    await act(async () => root.render(<PointList points={POINTS} selectedId={far} onSelect={() => {}} />));
    expect(scrolled).toEqual([]);
    await everySlice();
    expect(scrolled).toEqual([far]);
    const radio = document.querySelector<HTMLInputElement>(`[data-point-id="${far}"] input`);
    expect(radio?.checked).toBe(true);
  });

  it('starts again from the first slice for new results', async () => {
    await act(async () => root.render(<PointList points={POINTS} selectedId={null} onSelect={() => {}} />));
    await everySlice();
    expect(items()).toHaveLength(TOTAL);
    const fresh = POINTS.map((p) => ({ ...p, id: `N-${p.id}` }));
    await act(async () => root.render(<PointList points={fresh} selectedId={null} onSelect={() => {}} />));
    expect(items()).toHaveLength(LIST_SLICE);
    expect(items()[0]?.getAttribute('data-point-id')).toBe('N-P-1');
  });
});
