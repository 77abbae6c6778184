import { describe, expect, it } from 'vitest';
import { chargesExtra, readSearchAnswer } from './pickupPoint.ts';

describe('the pickup search answer', () => {
  it('keeps the latest drop-off time and the additional charge indicator of a point', () => {
    const answer = readSearchAnswer({
      ResponseStatusDescription: 'Success',
      PickupPointViewModels: [
        { PublicAccessPointID: 'R-1', LatestAirDropOffTime: '17:30', AdditionalChargeIndicator: 'Y' },
      ],
    });
    expect(answer.points[0]).toMatchObject({ latestAirDropOffTime: '17:30', additionalChargeIndicator: 'Y' });
  });

  it.each(['Y', 'y', 'true', '1', ' Y '])('reads the indicator %j as an additional charge', (indicator) => {
    expect(chargesExtra({ additionalChargeIndicator: indicator })).toBe(true);
  });

  it.each(['N', '', 'false', '0', 'maybe'])('reads the indicator %j as no additional charge', (indicator) => {
    expect(chargesExtra({ additionalChargeIndicator: indicator })).toBe(false);
  });
});
