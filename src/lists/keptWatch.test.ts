import { dispatch } from '../events/index.ts';
import { SIGNED_IN } from '../page/signedIn.ts';
import { refreshSettings } from '../settings/index.ts';
import { watchKept } from './keptWatch.ts';
import { keptInSession } from './state/keptInSession.ts';

function pageOf(customer?: string): void {
  const settings = customer ? { culture: 'fr', customer } : { culture: 'fr' };
  document.head.innerHTML = `<script type="application/json" id="vitrine-settings">${JSON.stringify(settings)}</script>`;
  refreshSettings();
}

/** The error policy's login modal closing, after a sign-in through it or not: its `close` event. */
function closeLoginModal(signedIn: boolean): void {
  const dialog = document.createElement('dialog');
  dialog.className = 'vitrine-dialog login-modal';
  document.body.append(dialog);
  dialog.returnValue = signedIn ? SIGNED_IN : '';
  dialog.dispatchEvent(new Event('close'));
  dialog.remove();
}

/** The test page never leaves: the submit is cancelled after everyone on the document heard it. */
const stayOnPage = (event: Event) => event.preventDefault();

describe('watching the kept values', () => {
  let stop: () => void = () => {};
  beforeAll(() => window.addEventListener('submit', stayOnPage));
  afterAll(() => window.removeEventListener('submit', stayOnPage));
  beforeEach(() => {
    sessionStorage.clear();
    pageOf('alice');
    keptInSession<string>('draft').keep('BE0123456789');
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
    refreshSettings();
  });

  it('drops what was kept when the customer sends the logoff form', () => {
    stop = watchKept();
    document.body.innerHTML =
      '<form method="post" action="/fr/security/logoff"><button>Déconnexion</button></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    form.requestSubmit();
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps what was kept when another form is sent, the login included', () => {
    stop = watchKept();
    document.body.innerHTML =
      '<form method="post" action="/fr/security/login"><button>Connexion</button></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    form.requestSubmit();
    expect(sessionStorage.length).toBe(1);
  });

  it('gives a value kept while signed out to the customer who signs in through the login modal it waited for', () => {
    stop = watchKept();
    pageOf();
    keptInSession<string>('add').keep('variant 7');
    closeLoginModal(true);
    pageOf('bob');
    dispatch('vitrine:page-swap', { url: '/fr/catalog' });
    expect(keptInSession<string>('add').take(() => true)).toBe('variant 7');
  });

  it('drops a value kept while signed out when its login modal closes without a sign-in', () => {
    stop = watchKept();
    pageOf();
    keptInSession<string>('add').keep('variant 7');
    closeLoginModal(false);
    // Someone signs in afterwards (through another login modal): not theirs.
    closeLoginModal(true);
    pageOf('bob');
    dispatch('vitrine:page-swap', { url: '/fr/catalog' });
    expect(keptInSession<string>('add').take(() => true)).toBeUndefined();
  });

  it('makes a value claimed at a sign-in the new customer’s: the next one to sign in does not get it', () => {
    stop = watchKept();
    pageOf();
    keptInSession<string>('add').keep('variant 7');
    closeLoginModal(true);
    pageOf('bob');
    dispatch('vitrine:page-swap', { url: '/fr/catalog' });
    pageOf('carol');
    dispatch('vitrine:page-swap', { url: '/fr/catalog' });
    expect(keptInSession<string>('add').take(() => true)).toBeUndefined();
  });

  it('drops another customer’s kept value when a visit brings in a page of someone else', () => {
    stop = watchKept();
    pageOf('bob');
    dispatch('vitrine:page-swap', { url: '/fr/checkout' });
    expect(sessionStorage.length).toBe(0);
  });
});
