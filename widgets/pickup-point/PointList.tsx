import { useEffect, useRef } from 'react';
import { useT } from '../../src/index.ts';
import { PointItem } from './PointItem.tsx';
import type { PickupPoint } from './pickupPoint.ts';

/**
 * The list, the modal's primary control: a radio group (arrow keys move and select; the map
 * follows). A point chosen on the map is scrolled into view here.
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
  const now = new Date();
  useEffect(() => {
    if (!selectedId) return;
    const item = list.current?.querySelector<HTMLElement>(`[data-point-id="${CSS.escape(selectedId)}"]`);
    item?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);
  if (points.length === 0) return <p className="pickup-modal__empty">{t('Shippings.PickupNoPoints')}</p>;
  return (
    <fieldset className="pickup-modal__list">
      <legend>{t('Shippings.PickupPoints')}</legend>
      <ul ref={list}>
        {points.map((point) => (
          <PointItem
            key={point.id}
            point={point}
            selected={point.id === selectedId}
            now={now}
            onSelect={onSelect}
          />
        ))}
      </ul>
    </fieldset>
  );
}
