import { subscriptionTokens } from './subscription-tokens';

const tokens = subscriptionTokens('a session secret of at least 32 characters');
const id = '0123456789abcdef01234567';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('subscriptionTokens', () => {
  it('verifies its own tokens for their purpose only', () => {
    const confirm = tokens.sign('confirm', id);
    const unsubscribe = tokens.sign('unsubscribe', id);
    expect(tokens.verify(confirm, 'confirm')).toEqual({ recordId: id, expired: false });
    expect(tokens.verify(unsubscribe, 'unsubscribe')).toEqual({ recordId: id, expired: false });
    expect(tokens.verify(confirm, 'unsubscribe')).toBeNull();
    expect(tokens.verify(unsubscribe, 'confirm')).toBeNull();
    // A registration's cancel link is one more purpose: no newsletter link passes for it.
    const cancel = tokens.sign('cancel-registration', id);
    expect(tokens.verify(cancel, 'cancel-registration')).toEqual({ recordId: id, expired: false });
    expect(tokens.verify(unsubscribe, 'cancel-registration')).toBeNull();
    expect(tokens.verify(cancel, 'unsubscribe')).toBeNull();
  });

  it('lets confirmation links expire after 7 days, and unsubscribe and cancel links never', () => {
    const now = Date.now();
    const confirm = tokens.sign('confirm', id, now);
    const day = 24 * 60 * 60 * 1000;
    expect(tokens.verify(confirm, 'confirm', now + 7 * day - 1000)?.expired).toBe(false);
    expect(tokens.verify(confirm, 'confirm', now + 7 * day + 1000)?.expired).toBe(true);
    const unsubscribe = tokens.sign('unsubscribe', id, now);
    expect(tokens.verify(unsubscribe, 'unsubscribe', now + 3650 * day)?.expired).toBe(false);
    const cancel = tokens.sign('cancel-registration', id, now);
    expect(tokens.verify(cancel, 'cancel-registration', now + 3650 * day)?.expired).toBe(false);
  });

  it('takes one spelling of a signature only', () => {
    const token = tokens.sign('unsubscribe', id);
    // The last character's two spare bits: flipping one decodes to the same bytes.
    const last = BASE64URL.indexOf(token.at(-1)!);
    const respelled = token.slice(0, -1) + BASE64URL[last ^ 1];
    expect(Buffer.from(respelled.split('.')[3], 'base64url')).toEqual(
      Buffer.from(token.split('.')[3], 'base64url'),
    );
    expect(tokens.verify(respelled, 'unsubscribe')).toBeNull();
  });
});
