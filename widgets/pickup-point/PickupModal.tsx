import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState } from 'react';
import { Dialog, type Geocoder, useAnnouncement, useT } from '../../src/index.ts';
import { PointList } from './PointList.tsx';
import { PointMap } from './PointMap.tsx';
import type { PickupPoint } from './pickupPoint.ts';
import type { PickupState } from './pickupState.ts';
import { type CountryOption, SearchForm } from './SearchForm.tsx';
import type { BillingNames } from './savedPayload.ts';
import { savePoint } from './savePoint.ts';
import type { PickupQuery, SearchContext } from './searchRequest.ts';
import { usePickupSearch } from './usePickupSearch.ts';

export interface PickupModalProps {
  carrier: string;
  kind: 'points' | 'postal' | 'static';
  iconUrl: string;
  context: SearchContext;
  baseId: string;
  billing: BillingNames;
  countries: CountryOption[];
  initial: PickupQuery;
  /** The delivery (or billing) address's place on the page, null when there is none. */
  address: PickupQuery | null;
  geocoder: Geocoder;
  /** The widget's mount signal: an answer after the widget unmounted changes nothing. */
  signal: AbortSignal;
  onClose: () => void;
  /** After the point is saved (the modal closes, then the content reloads). */
  onSaved: (point: PickupPoint) => void;
}

function Status({
  phase,
  count,
  selected,
  locating,
}: {
  phase: string;
  count: number;
  selected: PickupPoint | undefined;
  locating: boolean;
}) {
  const t = useT();
  const text = locating
    ? t('Shippings.PickupLocating')
    : phase === 'searching'
      ? t('Shippings.PickupSearching')
      : selected
        ? t('Shippings.PickupSelected', { name: selected.name })
        : phase === 'results'
          ? t('Shippings.PickupFound', { count })
          : '';
  useAnnouncement(text, selected && !locating && phase !== 'searching' ? 'pickup-chosen' : 'pickup-points');
  return <p className="pickup-modal__status">{text}</p>;
}

/** The search's fixed inputs, kept as one object while the modal is open. */
function useSearchSetup(props: PickupModalProps) {
  return useMemo(
    () => ({
      carrier: props.carrier,
      context: props.context,
      geocoder: props.geocoder,
      baseId: props.baseId,
      address: props.address,
    }),
    [props.carrier, props.context, props.geocoder, props.baseId, props.address],
  );
}

/** The modal's Choose button: enabled by a selection, busy while the point is saved, naming the point. */
function ChooseButton({
  selected,
  saving,
  onChoose,
}: {
  selected: PickupPoint | undefined;
  saving: boolean;
  onChoose: () => void;
}) {
  const t = useT();
  return (
    <button
      type="button"
      className="button button--primary pickup-modal__choose"
      disabled={!selected || saving}
      aria-busy={saving || undefined}
      onClick={onChoose}
    >
      {t('Shippings.Choose')}
      {selected ? <span className="visually-hidden"> {selected.name}</span> : null}
    </button>
  );
}

/** The points found, or, when the search failed, that it failed ("no points found" would be untrue). */
function Results({ state, onSelect }: { state: PickupState; onSelect: (id: string) => void }) {
  const t = useT();
  const failed = state.phase === 'failed' && state.points.length === 0;
  useAnnouncement(failed ? t('Shippings.PickupSearchFailed') : '', 'errors');
  if (state.phase === 'idle') return null;
  if (failed) return <p className="pickup-modal__empty">{t('Shippings.PickupSearchFailed')}</p>;
  return <PointList points={state.points} selectedId={state.selectedId} onSelect={onSelect} />;
}

/** The pickup point modal (large, 'select pickup point'): search, list, map, choose. */
export function PickupModal(props: PickupModalProps) {
  useSignals();
  const t = useT();
  const { state, search, select, listed } = usePickupSearch(useSearchSetup(props));
  const [saving, setSaving] = useState(false);
  const [locating, setLocating] = useState(false);
  const selected = state.points.find((p) => p.id === state.selectedId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first search, once.
  useEffect(() => {
    if (!props.initial.city && !props.initial.postalCode && !props.initial.address) return;
    // In a task of its own: the modal's opening (its style and layout) is one long enough.
    const timer = setTimeout(() => void search(props.initial, null), 0);
    return () => clearTimeout(timer);
  }, []);
  const choose = async () => {
    if (!selected) return;
    setSaving(true);
    const saved = await savePoint(props, selected, listed.current);
    setSaving(false);
    if (saved) props.onSaved(selected);
  };
  const footer = <ChooseButton selected={selected} saving={saving} onChoose={() => void choose()} />;
  return (
    <Dialog
      title={t('Shippings.SelectPickupPoint')}
      openLater
      size="large"
      className="pickup-modal"
      onClose={props.onClose}
      footer={footer}
    >
      <SearchForm
        initial={props.initial}
        postal={props.kind === 'postal'}
        countries={props.countries}
        geocoder={props.geocoder}
        onSearch={(query, chosen) => void search(query, chosen)}
        onLocating={setLocating}
      />
      <Status phase={state.phase} count={state.points.length} selected={selected} locating={locating} />
      <div
        className={`pickup-modal__results${props.kind === 'postal' ? ' pickup-modal__results--list' : ''}`}
        aria-busy={state.phase === 'searching' || undefined}
      >
        <Results state={state} onSelect={select} />
        {props.kind === 'postal' ? null : (
          <PointMap
            points={state.points}
            selectedId={state.selectedId}
            iconUrl={props.iconUrl}
            waiting={state.phase === 'searching' && state.points.length === 0}
            onSelect={select}
          />
        )}
      </div>
    </Dialog>
  );
}
