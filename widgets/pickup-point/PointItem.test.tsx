import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { t } from '../../src/i18n/index.ts';
import { PointItem } from './PointItem.tsx';
import type { PickupPoint } from './pickupPoint.ts';
import { pointTexts } from './pointTexts.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The texts as "key value…": the strings are the server's; here only which text, with what, matters.
vi.mock('../../src/i18n/index.ts', async (original) => ({
  ...(await original<typeof import('../../src/i18n/index.ts')>()),
  stringsReady: () => true,
  loadStrings: () => Promise.resolve(),
  t: (key: string, vars?: Record<string, string | number>) =>
    vars ? `${key} ${Object.values(vars).join(' ')}` : key,
}));

const POINT: PickupPoint = {
  id: 'R-1',
  name: 'Relais Colibri Gand',
  address: 'Veldstraat 12',
  postCode: '9000',
  city: 'Gand',
  countryId: 1,
  phone: '',
  distance: 0.4,
  imageUrl: '',
  comments: '',
  hours:
    'Mon 09:00-18:00;Tue 09:00-18:00;Wed 09:00-18:00;Thu 09:00-18:00;Fri 09:00-18:00;Sat closed;Sun closed',
  informations: '',
  latestAirDropOffTime: '17:30',
  additionalChargeIndicator: 'Y',
  specialInstructions: '',
  additionalComments: '',
  type: 'RelayPoint',
  pickupPointId: null,
  latitude: 51.05,
  longitude: 3.72,
};
const NOW = new Date('2026-11-23T10:00:00');
const TEXTS = pointTexts(t, 'fr');

let root: Root;
beforeEach(() => {
  document.body.innerHTML = '<ul id="list"></ul>';
  root = createRoot(document.getElementById('list') as HTMLElement);
});
afterEach(() => act(() => root.unmount()));

async function renderOpened(point: PickupPoint): Promise<HTMLDetailsElement> {
  await act(async () =>
    root.render(<PointItem point={point} selected={false} now={NOW} texts={TEXTS} onSelect={() => {}} />),
  );
  const details = document.querySelector('.pickup-point__details') as HTMLDetailsElement;
  await act(async () => {
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
  });
  return details;
}

describe("a pickup point's details", () => {
  it('show the latest drop-off time and the additional charge notice once opened', async () => {
    await act(async () =>
      root.render(<PointItem point={POINT} selected={false} now={NOW} texts={TEXTS} onSelect={() => {}} />),
    );
    expect(document.querySelector('.pickup-point__drop-off')).toBeNull();
    const details = await renderOpened(POINT);
    expect(details.querySelector('.pickup-point__drop-off')?.textContent).toBe(
      'Shippings.PickupLatestDropOff 17:30',
    );
    expect(details.querySelector('.pickup-point__charge')?.textContent).toBe(
      'Shippings.PickupAdditionalCharge',
    );
  });

  it('leave both out when the point has no drop-off time and no charge', async () => {
    const details = await renderOpened({
      ...POINT,
      latestAirDropOffTime: '',
      additionalChargeIndicator: 'N',
    });
    expect(details.querySelectorAll('.pickup-hours tr')).toHaveLength(7);
    expect(details.querySelector('.pickup-point__drop-off')).toBeNull();
    expect(details.querySelector('.pickup-point__charge')).toBeNull();
  });
});
