// What a registration says once sent (SPEC §8): its toast, and the page a registration sent
// without scripts comes back to. Apart from the form, so that page needs none of its code.

/** SPEC §8: a registration's success. */
export const REGISTRATION_SENT = {
  title: 'Registration Successful',
  description: 'You have been registered for the event. Check your email for confirmation.',
};

/** A registration taken when the event was full: the API's answer, as a toast. */
export const REGISTRATION_WAITLISTED = {
  title: 'You are on the waitlist',
  description: 'The event is full, so you are on its waitlist. Check your email for details.',
};
