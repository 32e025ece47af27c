import { interestLabel, replyHref } from './message-texts';

describe('replyHref', () => {
  it('answers with the interest as the subject', () => {
    expect(replyHref({ email: 'dana@example.org', interest: 'introductory-events' })).toBe(
      'mailto:dana@example.org?subject=Re%3A%20Introductory%20events',
    );
  });

  it('says "your message" when the visitor chose no interest', () => {
    expect(replyHref({ email: 'dana@example.org', interest: '' })).toBe(
      'mailto:dana@example.org?subject=Re%3A%20your%20message',
    );
  });

  it('keeps an address with a plus or a question mark one address', () => {
    expect(replyHref({ email: 'a+b?c@example.org', interest: 'general' })).toBe(
      'mailto:a%2Bb%3Fc@example.org?subject=Re%3A%20General',
    );
  });
});

describe('interestLabel', () => {
  it('turns a form slug into words', () => {
    expect(interestLabel('private-sessions')).toBe('Private sessions');
    expect(interestLabel('meditation')).toBe('Meditation');
    expect(interestLabel('  ')).toBe('');
  });
});
