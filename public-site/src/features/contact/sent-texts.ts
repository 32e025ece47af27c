// What the contact forms say once sent (SPEC §8): their toasts, and the page a form sent without
// scripts comes back to. Apart from the forms, so that page needs none of their code.

/** SPEC §8: the home and programs forms' success. */
export const SPEAK_WITH_TEACHER_SENT = {
  title: 'Message sent!',
  description: 'A teacher will contact you soon.',
};

/** SPEC §8: the contact page's success. */
export const CONTACT_PAGE_SENT = {
  title: 'Message sent',
  description: "Thank you for reaching out. We'll get back to you soon.",
};
