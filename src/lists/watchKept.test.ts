import { dispatch } from '../events/index.ts';
import { refreshSettings } from '../settings/index.ts';
import { keptInSession, watchKept } from './keptInSession.ts';

function pageOf(customer?: string): void {
  const settings = customer ? { culture: 'fr', customer } : { culture: 'fr' };
  document.head.innerHTML = `<script type="application/json" id="vitrine-settings">${JSON.stringify(settings)}</script>`;
  refreshSettings();
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

  it('drops another customer’s kept value when a visit brings in a page of someone else', () => {
    stop = watchKept();
    pageOf('bob');
    dispatch('vitrine:page-swap', { url: '/fr/checkout' });
    expect(sessionStorage.length).toBe(0);
  });
});
