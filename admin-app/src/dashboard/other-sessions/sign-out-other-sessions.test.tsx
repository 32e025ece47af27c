import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, requestsTo } from '@da-boulder/shared-ui/testing';
import { SignOutOtherSessions } from './sign-out-other-sessions';

describe('SignOutOtherSessions', () => {
  it('ends the other sessions and says how many', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/sessions/revoke-others': { body: { ended: 2 } } });
    const user = userEvent.setup();
    renderWithProviders(<SignOutOtherSessions />);
    await user.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    expect(await screen.findByText('Signed out 2 other sessions')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/auth/sessions/revoke-others', 'POST')).toHaveLength(1);
  });

  it('says so when there was no other session', async () => {
    mockApi({ 'POST /api/auth/sessions/revoke-others': { body: { ended: 0 } } });
    const user = userEvent.setup();
    renderWithProviders(<SignOutOtherSessions />);
    await user.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    expect(await screen.findByText('You were not signed in anywhere else')).toBeInTheDocument();
  });

  it("shows the server's message when it fails", async () => {
    mockApi({
      'POST /api/auth/sessions/revoke-others': {
        status: 503,
        body: { message: 'Database unavailable' },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SignOutOtherSessions />);
    await user.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  });
});
