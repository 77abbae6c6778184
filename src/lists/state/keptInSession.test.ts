import { refreshSettings } from '../../settings/index.ts';
import { keptInSession, sweepKept } from './keptInSession.ts';

/** The page's settings block, for a signed-in customer or for nobody. */
function pageOf(customer?: string): void {
  const settings = customer ? { culture: 'fr', customer } : { culture: 'fr' };
  document.head.innerHTML = `<script type="application/json" id="vitrine-settings">${JSON.stringify(settings)}</script>`;
  refreshSettings();
}

const mine = () => true;

describe('values kept across a login', () => {
  beforeEach(() => {
    sessionStorage.clear();
    pageOf();
  });
  afterEach(() => {
    vi.useRealTimers();
    refreshSettings();
  });

  it('gives a customer’s kept value back to the same customer after the login', () => {
    pageOf('alice');
    keptInSession<string>('draft').keep('Rue de Rivoli');
    pageOf('alice');
    expect(keptInSession<string>('draft').take(mine)).toBe('Rue de Rivoli');
  });

  it('never gives a customer’s kept value to another customer who signs in in the same tab, and drops it', () => {
    pageOf('alice');
    keptInSession<string>('draft').keep('Rue de Rivoli');
    pageOf('bob');
    expect(keptInSession<string>('draft').take(mine)).toBeUndefined();
    pageOf('alice');
    expect(keptInSession<string>('draft').take(mine)).toBeUndefined();
  });

  it('never gives a value kept while signed out to a customer who signs in other than through its login', () => {
    keptInSession<string>('add').keep('variant 7');
    pageOf('bob');
    expect(keptInSession<string>('add').take(mine)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });

  it('sweeps out the values of another customer and the stale ones, and keeps the others', () => {
    pageOf('alice');
    keptInSession<string>('draft').keep('Rue de Rivoli');
    pageOf();
    keptInSession<string>('add').keep('variant 7');
    sweepKept();
    expect(sessionStorage.length).toBe(1);
    sweepKept(false, Date.now() + 16 * 60 * 1000);
    expect(sessionStorage.length).toBe(0);
  });

  it('removes a kept value once its 15 minutes are over, without anyone reading it', () => {
    vi.useFakeTimers();
    keptInSession<string>('add').keep('variant 7');
    vi.advanceTimersByTime(15 * 60 * 1000 + 2);
    expect(sessionStorage.length).toBe(0);
  });

  it('drops every kept value at a logoff', () => {
    keptInSession<string>('add').keep('variant 7');
    sweepKept(true);
    expect(keptInSession<string>('add').take(mine)).toBeUndefined();
  });
});
