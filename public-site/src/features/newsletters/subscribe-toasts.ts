import { toast } from '@da-boulder/shared-ui';
import { describeError } from '../../lib/describe-error';

/** Said after a subscription, which counts only once the link mailed to the address is opened. */
export const CONFIRM_IN_INBOX = 'Please check your inbox to confirm your subscription.';

/** SPEC §8: a subscription's success. */
export const SUBSCRIBED = {
  title: 'Subscription successful!',
  description: 'Thank you for subscribing to our newsletter.',
};

/** SPEC §8: a subscription's failure. */
export const subscribeFailure = (error: unknown) => ({
  title: 'Something went wrong',
  description: describeError(error, 'Failed to subscribe. Please try again.'),
});

/** SPEC §8's subscribe toasts, shared by the home form and the archive form. */
export function toastSubscribed() {
  toast(SUBSCRIBED);
}

export function toastSubscribeFailed(error: unknown) {
  toast({ ...subscribeFailure(error), variant: 'destructive' });
}
