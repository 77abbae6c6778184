import { navigateTo, request } from '../../src/index.ts';
import { emptyFilter, type Filter, listingUrl, parseFilter, serialiseFilter, setValue } from './filter.ts';

export interface FacetFormOptions {
  filter: unknown;
  refreshOnClick: boolean;
  submitDelay: number;
  liveFacets: boolean;
  listFilterUrl: string;
  categoryId: string;
  brandId: string;
}

const CHECKBOX = 'input[type="checkbox"]';

/**
 * The facet form: keeps the filter object as boxes and tags change, and reloads the listing with it
 * (at once, or after a quiet delay). Only the latest change counts: a pending reload is replaced,
 * and a facet refresh uses a request key so an earlier answer is aborted.
 */
export class FacetForm {
  private filter: Filter;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly fields = new Set<string>();

  constructor(
    private readonly el: HTMLElement,
    private readonly options: FacetFormOptions,
    private readonly signal: AbortSignal,
  ) {
    this.filter = options.filter === null ? this.fromBoxes() : parseFilter(JSON.stringify(options.filter));
  }

  start(): void {
    const listen = { signal: this.signal };
    this.el.addEventListener('change', (event) => this.changed(event), listen);
    this.el.addEventListener('click', (event) => this.tagClicked(event), listen);
    this.el.addEventListener('input', (event) => this.narrow(event), listen);
    this.el.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        this.reload(0);
      },
      listen,
    );
    this.prepare();
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  /** The filter as it stands (for tests and integrators). */
  current(): Filter {
    return this.filter;
  }

  private prepare(): void {
    for (const box of this.el.querySelectorAll<HTMLInputElement>(CHECKBOX)) this.fields.add(box.name);
    for (const search of this.el.querySelectorAll<HTMLInputElement>('.facet-box__search'))
      search.hidden = false;
  }

  private fromBoxes(): Filter {
    let filter = emptyFilter();
    for (const box of this.el.querySelectorAll<HTMLInputElement>(`${CHECKBOX}:checked`))
      filter = setValue(filter, box.name, Number(box.value), true);
    return filter;
  }

  private changed(event: Event): void {
    const box = event.target;
    if (!(box instanceof HTMLInputElement) || box.type !== 'checkbox' || !box.name) return;
    this.update(setValue(this.filter, box.name, Number(box.value), box.checked));
  }

  private tagClicked(event: MouseEvent): void {
    const tag = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-facet-field]');
    if (!tag || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    const field = tag.dataset.facetField ?? '';
    const id = Number(tag.dataset.valueId);
    for (const box of this.el.querySelectorAll<HTMLInputElement>(CHECKBOX))
      if (box.name === field && Number(box.value) === id) box.checked = false;
    tag.closest('li')?.remove();
    this.update(setValue(this.filter, field, id, false));
  }

  private update(filter: Filter): void {
    this.filter = filter;
    if (this.options.refreshOnClick) {
      this.reload(0);
      return;
    }
    if (this.options.liveFacets) void this.refreshFacets();
    this.reload(this.options.submitDelay);
  }

  /** Navigates to the listing for the filter after `delay` ms; a later call replaces a pending one. */
  private reload(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.signal.aborted) return;
      navigateTo(listingUrl(location.href, this.filter, this.fields));
    }, delay);
  }

  /** Replaces the boxes and tags with the server's for the current filter (updated counts). */
  private async refreshFacets(): Promise<void> {
    const params: Record<string, string> = { currentFilter: serialiseFilter(this.filter) };
    const page = new URL(location.href).searchParams;
    for (const name of ['q', 'categoryId', 'brandId']) {
      const value =
        page.get(name) ??
        (name === 'categoryId' ? this.options.categoryId : name === 'brandId' ? this.options.brandId : '');
      if (value) params[name] = value;
    }
    const outcome = await request<string>('GET', this.options.listFilterUrl, {
      key: 'product-filters',
      signal: this.signal,
      searchParams: params,
      expect: 'html',
    });
    if (outcome.kind === 'aborted') return;
    if (outcome.kind === 'failed') {
      // The listing reload still comes (and reports its own failure); the boxes keep their old counts.
      console.warn(`[vitrine] facet refresh: ${outcome.error.message}`);
      return;
    }
    this.swap(typeof outcome.data === 'string' ? outcome.data : '');
  }

  private swap(html: string): void {
    const fresh = new DOMParser().parseFromString(html, 'text/html').querySelector('form.facets');
    if (!fresh) return;
    const focusedId =
      document.activeElement instanceof HTMLElement && this.el.contains(document.activeElement)
        ? document.activeElement.id
        : '';
    const narrowing = new Map<string, string>();
    for (const search of this.el.querySelectorAll<HTMLInputElement>('.facet-box__search'))
      narrowing.set(search.closest('[data-facet]')?.getAttribute('data-facet') ?? '', search.value);
    this.el.replaceChildren(...[...fresh.childNodes].map((node) => document.adoptNode(node)));
    this.prepare();
    for (const search of this.el.querySelectorAll<HTMLInputElement>('.facet-box__search')) {
      const value = narrowing.get(search.closest('[data-facet]')?.getAttribute('data-facet') ?? '');
      if (value) {
        search.value = value;
        this.narrowBox(search);
      }
    }
    if (focusedId) document.getElementById(focusedId)?.focus();
  }

  private narrow(event: Event): void {
    const search = event.target;
    if (search instanceof HTMLInputElement && search.classList.contains('facet-box__search'))
      this.narrowBox(search);
  }

  /** Hides the box's items whose label does not contain the text (case-insensitive). */
  private narrowBox(search: HTMLInputElement): void {
    const text = search.value.trim().toLocaleLowerCase();
    const box = search.closest('fieldset') ?? this.el;
    for (const item of box.querySelectorAll<HTMLElement>('li')) {
      const label = item.querySelector('label')?.textContent?.toLocaleLowerCase() ?? '';
      item.hidden = text !== '' && !label.includes(text);
    }
  }
}
