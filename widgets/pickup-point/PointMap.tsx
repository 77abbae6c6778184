import { useEffect, useRef } from 'react';
import { DEFAULT_VIEW, useT } from '../../src/index.ts';
import type { PickupPoint } from './pickupPoint.ts';
import { useLeafletMap } from './useLeafletMap.ts';

/** The list is the keyboard's way through the points: the markers are no Tab stops of their own. */
const VIEW = { ...DEFAULT_VIEW, markersInTabOrder: false };

/** The points on a map (zoom 13, fitted to the markers); a marker chosen selects its list item. */
export function PointMap({
  points,
  selectedId,
  iconUrl,
  waiting,
  onSelect,
}: {
  points: PickupPoint[];
  /** The first results are on their way: the map waits for them for its view. */
  waiting: boolean;
  selectedId: string | null;
  iconUrl: string;
  onSelect: (id: string) => void;
}) {
  const t = useT();
  const element = useRef<HTMLElement>(null);
  const { map, status } = useLeafletMap(element, VIEW, onSelect);
  useEffect(() => {
    if (waiting) return;
    map?.setMarkers(
      points
        .filter((p) => p.latitude !== null && p.longitude !== null)
        .map((p) => ({
          id: p.id,
          latitude: p.latitude ?? 0,
          longitude: p.longitude ?? 0,
          title: `${p.name}, ${p.address}, ${p.postCode} ${p.city}`,
          ...(iconUrl ? { iconUrl } : {}),
        })),
    );
  }, [map, points, iconUrl, waiting]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new points are new markers: mark the selection again.
  useEffect(() => {
    map?.select(selectedId);
  }, [map, selectedId, points]);
  return (
    <div className="pickup-modal__map-wrap">
      <section
        ref={element}
        className="pickup-modal__map vitrine-map__canvas"
        aria-label={t('Shippings.PickupMap')}
        aria-busy={status === 'loading' || undefined}
      />
      {status === 'loading' ? <p className="pickup-modal__map-status">{t('Shippings.MapLoading')}</p> : null}
      {status === 'failed' ? <p className="pickup-modal__map-status">{t('Shippings.MapFailed')}</p> : null}
    </div>
  );
}
