import { showFailure } from '../ui/showFailure.ts';
import { handleFailures, reportFailure } from './errorPolicy.ts';
import { HttpError } from './HttpError.ts';
import { NetworkError } from './NetworkError.ts';

const login = vi.fn();
const errorModal = vi.fn();
vi.mock('../ui/loginModal.ts', () => ({ openLoginModal: (url: string) => login(url) }));
vi.mock('../ui/errorModal.ts', () => ({ showErrorModal: () => errorModal() }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("reportFailure, with the page shell's modals installed", () => {
  let uninstall = () => {};
  afterEach(() => uninstall());
  beforeEach(() => {
    uninstall = handleFailures(showFailure);
    login.mockReset();
    errorModal.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('opens the login modal on a 401 with the page asked for as returnUrl', async () => {
    reportFailure(new HttpError(401, 'GET', '/fr/account', undefined), { returnUrl: '/fr/account' });
    await flush();
    expect(login).toHaveBeenCalledWith('/fr/account');
    expect(errorModal).not.toHaveBeenCalled();
  });

  it('only logs a 404', async () => {
    reportFailure(new HttpError(404, 'GET', '/x', undefined));
    await flush();
    expect(console.warn).toHaveBeenCalled();
    expect(login).not.toHaveBeenCalled();
    expect(errorModal).not.toHaveBeenCalled();
  });

  it('shows the error modal on a 500', async () => {
    reportFailure(new HttpError(500, 'POST', '/x', undefined));
    await flush();
    expect(errorModal).toHaveBeenCalledTimes(1);
  });

  it('shows the error modal when the connection dropped', async () => {
    reportFailure(new NetworkError('GET', '/x'));
    await flush();
    expect(errorModal).toHaveBeenCalledTimes(1);
  });
});

describe('reportFailure before the page shell is there', () => {
  it('shows a failure once the modals are installed, and only then', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const shown = vi.fn();
    reportFailure(new HttpError(500, 'GET', '/x', undefined));
    expect(shown).not.toHaveBeenCalled();
    const uninstall = handleFailures(shown);
    expect(shown).toHaveBeenCalledWith('error-modal', {});
    uninstall();
  });
});
