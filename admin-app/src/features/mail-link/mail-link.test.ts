import { mailLink } from './mail-link';

it('writes a visitor’s address into a mailto: link encoded, so it adds no Bcc or subject', () => {
  const link = new URL(mailLink('info?bcc=thief%40evil.example&subject=Pay@example.org'));
  expect(decodeURIComponent(link.pathname)).toBe(
    'info?bcc=thief%40evil.example&subject=Pay@example.org',
  );
  expect([...link.searchParams]).toEqual([]);
  expect(mailLink('ann@example.org', { subject: 'Re: your message' })).toBe(
    'mailto:ann@example.org?subject=Re%3A%20your%20message',
  );
});
