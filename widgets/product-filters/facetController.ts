import { type ReadonlySignal, type Signal, signal as state } from '@preact/signals-core';
import { navigateTo, request } from '../../src/index.ts';
import { type FacetModel, facetModelOf } from './facetModel.ts';
import { emptyFilter, type Filter, listingUrl, parseFilter, serialiseFilter, setValue } from './filter.ts';

export interface FacetOptions {
  filter: unknown;
  refreshOnClick: boolean;
  submitDelay: number;
  liveFacets: boolean;
  listFilterUrl: string;
  categoryId: string;
  brandId: string;
}

/** What the island renders: replaced (never changed) at each change. */
export interface FacetSnapshot {
  filter: Filter;
  model: FacetModel;
}

/**
 * The facet form's state and flow, plain TS: keeps the filter as boxes and tags change, reloads
 * the listing with it (at once, or after a quiet delay), and with refresh-on-click off refreshes
 * the boxes from ListFilter. Only the latest change counts: a pending reload is replaced, and a
 * facet refresh uses a request key so an earlier answer is aborted.
 */
export class FacetController {
  private readonly snapshot: Signal<FacetSnapshot>;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly fields: Set<string>;

  constructor(
    model: FacetModel,
    filter: Filter,
    private readonly options: FacetOptions,
    private readonly signal: AbortSignal,
  ) {
    this.snapshot = state({ filter, model });
    this.fields = new Set(model.boxes.map((box) => box.field));
  }

  /** Takes over a choice the customer made before the island mounted. Safe to call twice. */
  start(): void {
    const { model } = this.snapshot.peek();
    let filter = this.snapshot.peek().filter;
    for (const box of model.boxes)
      for (const item of box.items)
        if (item.changed) filter = setValue(filter, box.field, item.id, item.checked);
    if (filter !== this.snapshot.peek().filter) this.update(filter);
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  /** The filter and the boxes, for the island (through `@preact/signals-react`). */
  get state(): ReadonlySignal<FacetSnapshot> {
    return this.snapshot;
  }

  toggle(field: string, id: number, chosen: boolean): void {
    this.update(setValue(this.snapshot.peek().filter, field, id, chosen));
  }

  /** The form's submit (the Apply button): the same reload, with the filter JSON. */
  submit(): void {
    this.reload(0);
  }

  private set(next: Partial<FacetSnapshot>): void {
    this.snapshot.value = { ...this.snapshot.peek(), ...next };
  }

  private update(filter: Filter): void {
    this.set({ filter });
    if (this.options.refreshOnClick) {
      this.reload(0);
      return;
    }
    if (this.options.liveFacets) void this.refresh();
    this.reload(this.options.submitDelay);
  }

  /** Navigates to the listing for the filter after `delay` ms; a later call replaces a pending one. */
  private reload(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.signal.aborted) return;
      // The box just ticked keeps focus on the new page (navigateTo's keepFocus).
      navigateTo(listingUrl(location.href, this.snapshot.peek().filter, this.fields), { keepFocus: true });
    }, delay);
  }

  /** Takes the server's boxes and tags for the current filter (updated counts). */
  private async refresh(): Promise<void> {
    const outcome = await request<string>('GET', this.options.listFilterUrl, {
      key: 'product-filters',
      signal: this.signal,
      searchParams: this.listFilterParams(),
      expect: 'html',
    });
    if (outcome.kind === 'aborted') return;
    if (outcome.kind === 'failed') {
      // The listing reload still comes (and reports its own failure); the boxes keep their old counts.
      console.warn(`[vitrine] facet refresh: ${outcome.error.message}`);
      return;
    }
    const model = facetModelOf(typeof outcome.data === 'string' ? outcome.data : '');
    if (model) this.set({ model });
  }

  private listFilterParams(): Record<string, string> {
    const params: Record<string, string> = { currentFilter: serialiseFilter(this.snapshot.peek().filter) };
    const page = new URL(location.href).searchParams;
    const fallback: Record<string, string> = {
      categoryId: this.options.categoryId,
      brandId: this.options.brandId,
    };
    for (const name of ['q', 'categoryId', 'brandId']) {
      const value = page.get(name) ?? fallback[name] ?? '';
      if (value) params[name] = value;
    }
    return params;
  }
}

/** The filter the page was rendered with: `data-filter`, else the boxes the server checked. */
export function initialFilter(option: unknown, model: FacetModel): Filter {
  if (option !== null) return parseFilter(JSON.stringify(option));
  let filter = emptyFilter();
  for (const box of model.boxes) {
    for (const item of box.items) {
      // A box the customer toggled before mount was rendered the other way.
      if (item.checked !== item.changed) filter = setValue(filter, box.field, item.id, true);
    }
  }
  return filter;
}
