import type { MailOverview } from '@da-boulder/contracts';
import { makeOutboxMessage } from '@da-boulder/contracts/factories';
import { mailProblem, WAITING_TOO_LONG_MS } from './mail-problem';

const NOW = Date.parse('2026-03-04T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

function overview(overrides: Partial<MailOverview>): MailOverview {
  return {
    pending: 0,
    failed: 0,
    lastSentAt: null,
    messages: [],
    total: 0,
    page: 1,
    pageSize: 25,
    ...overrides,
  };
}

describe('mailProblem', () => {
  it('is nothing while all is well, or mail has only just been queued', () => {
    expect(mailProblem(overview({ messages: [makeOutboxMessage()] }), NOW)).toBeNull();
    expect(
      mailProblem(
        overview({
          pending: 1,
          messages: [makeOutboxMessage({ status: 'pending', createdAt: ago(1000) })],
        }),
        NOW,
      ),
    ).toBeNull();
  });

  it('counts failed mail with the newest error', () => {
    const messages = [
      makeOutboxMessage({ status: 'sent' }),
      makeOutboxMessage({
        id: 'b',
        status: 'failed',
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      }),
      makeOutboxMessage({ id: 'c', status: 'failed', lastError: 'older error' }),
    ];
    expect(mailProblem(overview({ failed: 3, messages }), NOW)).toEqual({
      kind: 'failed',
      text: '3 messages could not be sent: connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(mailProblem(overview({ failed: 1, messages: [] }), NOW)?.text).toBe(
      '1 message could not be sent.',
    );
  });

  it('tells about waiting mail whose attempts failed, or that waits too long', () => {
    const failedAttempt = makeOutboxMessage({
      status: 'pending',
      attempts: 2,
      lastError: 'Greeting never received',
    });
    expect(mailProblem(overview({ pending: 2, messages: [failedAttempt] }), NOW)).toEqual({
      kind: 'waiting',
      text: '2 messages could not be sent yet and will be tried again: Greeting never received',
    });
    const stuck = makeOutboxMessage({ status: 'pending', createdAt: ago(WAITING_TOO_LONG_MS + 1) });
    expect(mailProblem(overview({ pending: 1, messages: [stuck] }), NOW)?.text).toBe(
      '1 message is waiting to be sent.',
    );
  });
});
