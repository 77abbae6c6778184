import { refreshSettings } from '../settings/index.ts';
import { addLiveRegions, announce } from './announce.ts';

function page(settings: object = {}): void {
  document.body.innerHTML = `<script type="application/json" id="vitrine-settings">${JSON.stringify(settings)}</script>`;
  refreshSettings();
  addLiveRegions();
}

const lines = (id: string) => [...(document.getElementById(id)?.children ?? [])].map((el) => el.textContent);

describe('announce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says each message as a line of its own, a repeated one again, in a task of its own', () => {
    page();
    announce('Panier : 2 articles', 'cart-count');
    announce('Panier : 2 articles', 'cart-count');
    announce('Total TTC : 12,00 €', 'cart-totals');
    expect(lines('vitrine-announcer')).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(lines('vitrine-announcer')).toEqual([
      'Panier : 2 articles',
      'Panier : 2 articles',
      'Total TTC : 12,00 €',
    ]);
    expect(document.getElementById('vitrine-announcer')?.getAttribute('aria-live')).toBe('polite');
  });

  it('says errors in the assertive region', () => {
    page();
    announce('Le paiement a été refusé.', 'errors');
    vi.advanceTimersByTime(0);
    expect(lines('vitrine-alerter')).toEqual(['Le paiement a été refusé.']);
    expect(document.getElementById('vitrine-alerter')?.getAttribute('aria-live')).toBe('assertive');
    expect(lines('vitrine-announcer')).toEqual([]);
  });

  it('lets a message go after ten seconds', () => {
    page();
    announce('Enregistré', 'saving');
    vi.advanceTimersByTime(10_000);
    expect(lines('vitrine-announcer')).toEqual([]);
  });

  it('says nothing empty, and nothing about a topic the settings keep quiet', () => {
    page({ quietAnnouncements: ['cart-count'] });
    announce('   ', 'toast');
    announce('Panier : 3 articles', 'cart-count');
    announce('Ajouté au panier', 'toast');
    vi.advanceTimersByTime(0);
    expect(lines('vitrine-announcer')).toEqual(['Ajouté au panier']);
  });

  it('makes its region when none is there yet, and speaks into it in a later task', () => {
    document.body.innerHTML = '';
    refreshSettings();
    announce('Mon panier | Vitrine', 'page-title');
    expect(document.getElementById('vitrine-announcer')?.children).toHaveLength(0);
    vi.advanceTimersByTime(0);
    expect(lines('vitrine-announcer')).toEqual(['Mon panier | Vitrine']);
  });
});
