import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@da-boulder/shared-ui';
import { mockApi, type Reply } from '@da-boulder/shared-ui/testing';
import { renderFrame } from '../testing/render-frame';

const admin = { id: 'u1', username: 'e2e-admin', isAdmin: true, email: 'admin@example.org' };

function signedIn() {
  localStorage.setItem('auth_user', JSON.stringify({ state: { user: admin }, version: 0 }));
  useAuthStore.setState({ user: admin, verified: false });
}

describe('stored user check at start', () => {
  beforeEach(() => localStorage.clear());

  it('makes no call without a stored user', () => {
    useAuthStore.setState({ user: null, verified: false });
    const fetchMock = mockApi({});
    renderFrame('/about');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useAuthStore.getState().verified).toBe(true);
  });

  it('silently drops a stored user whose session is gone', async () => {
    signedIn();
    mockApi({ 'GET /api/auth/user': { status: 401, body: { message: 'Not signed in' } } });
    renderFrame('/about');
    await waitFor(() => expect(useAuthStore.getState().verified).toBe(true));
    expect(useAuthStore.getState().user).toBeNull();
    expect(JSON.parse(localStorage.getItem('auth_user')!).state.user).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('drops a stored user the API fails to confirm', async () => {
    signedIn();
    mockApi({ 'GET /api/auth/user': { status: 503, body: { message: 'Unavailable' } } });
    renderFrame('/about');
    await waitFor(() => expect(useAuthStore.getState().verified).toBe(true));
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('keeps the stored user when the check gets no answer (the page left, or offline)', async () => {
    signedIn();
    mockApi({
      // The browser aborts a request of a page being left, with a network error.
      'GET /api/auth/user': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderFrame('/about');
    await waitFor(() => expect(useAuthStore.getState().verified).toBe(true));
    expect(useAuthStore.getState().user).toEqual(admin);
  });

  it('keeps a stored user the API confirms', async () => {
    signedIn();
    mockApi({ 'GET /api/auth/user': { status: 200, body: { user: admin } } });
    renderFrame('/about');
    await waitFor(() => expect(useAuthStore.getState().verified).toBe(true));
    expect(useAuthStore.getState().user).toEqual(admin);
  });
});

describe('logout', () => {
  beforeEach(() => {
    localStorage.clear();
    signedIn();
  });

  it('clears the user, goes home and says so', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/auth/user': { status: 200, body: { user: admin } },
      'POST /api/auth/logout': { status: 200, body: { message: 'Logged out' } },
    });
    renderFrame('/contact');
    await waitFor(() => expect(useAuthStore.getState().verified).toBe(true));

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('You have been successfully logged out')).toBeInTheDocument();
    expect(screen.getByText('Logged out')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    expect(useAuthStore.getState().user).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(within(nav).getByRole('link', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('shows "Logging out..." while pending and a destructive toast on failure', async () => {
    const user = userEvent.setup();
    let answer: (reply: Reply) => void = () => {};
    mockApi({
      'GET /api/auth/user': { body: { user: admin } },
      'POST /api/auth/logout': () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    renderFrame('/contact');
    await waitFor(() => expect(useAuthStore.getState().verified).toBe(true));

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(within(nav).getByRole('button', { name: 'Logging out...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await act(async () => {
      answer({ status: 503, body: { message: 'Session store unavailable' } });
    });
    const alert = screen.getByTestId('toasts-assertive');
    await waitFor(() => expect(alert).toHaveTextContent('Logout failed'));
    expect(alert).toHaveTextContent('Session store unavailable');
    expect(useAuthStore.getState().user).toEqual(admin);
    expect(screen.getByTestId('location')).toHaveTextContent('/contact');
  });
});
