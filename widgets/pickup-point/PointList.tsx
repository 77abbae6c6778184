import { useEffect, useMemo, useRef } from 'react';
import { settings, stringsReady, useT } from '../../src/index.ts';
import { PointItem } from './PointItem.tsx';
import type { PickupPoint } from './pickupPoint.ts';
import { pointTexts } from './pointTexts.ts';
import { scrollWhole } from './scrollWhole.ts';
import { useGradualCount } from './useGradualCount.ts';

/** Points rendered per task: a slice stays well under a 50 ms task at 4x CPU slowdown. */
export const LIST_SLICE = 10;

/**
 * The list, the modal's primary control: a radio group (arrow keys move and select; the map
 * follows). A point chosen on the map is scrolled whole into view here. A long list is rendered in
 * slices of `LIST_SLICE` points, one task each.
 */
export function PointList({
  points,
  selectedId,
  onSelect,
}: {
  points: PickupPoint[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const t = useT();
  const list = useRef<HTMLUListElement>(null);
  // One time for a list: its items are memoised, a new Date each render would redo them all.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new results, a new time.
  const now = useMemo(() => new Date(), [points]);
  const ready = stringsReady();
  // biome-ignore lint/correctness/useExhaustiveDependencies: built again once the strings arrive.
  const texts = useMemo(() => pointTexts(t, settings().culture), [t, ready]);
  const count = useGradualCount(points, LIST_SLICE);
  const selectedShown = selectedId !== null && points.slice(0, count).some((p) => p.id === selectedId);
  // A selection further down the list is scrolled to once its slice is there.
  useEffect(() => {
    if (!selectedId || !selectedShown) return;
    const item = list.current?.querySelector<HTMLElement>(`[data-point-id="${CSS.escape(selectedId)}"]`);
    const view = list.current?.parentElement;
    return item && view ? scrollWhole(item, view) : undefined;
  }, [selectedId, selectedShown]);
  if (points.length === 0) return <p className="pickup-modal__empty">{t('Shippings.PickupNoPoints')}</p>;
  return (
    <fieldset className="pickup-modal__list">
      <legend>{t('Shippings.PickupPoints')}</legend>
      <ul ref={list}>
        {points.slice(0, count).map((point) => (
          <PointItem
            key={point.id}
            point={point}
            selected={point.id === selectedId}
            now={now}
            texts={texts}
            onSelect={onSelect}
          />
        ))}
      </ul>
    </fieldset>
  );
}
