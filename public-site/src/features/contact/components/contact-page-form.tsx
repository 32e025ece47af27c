import { SPEAK_WITH_TEACHER_MESSAGE } from '../default-messages';
import { contactPageInterests } from '../interest-options';
import { CONTACT_PAGE_SENT } from '../sent-texts';
import { ContactForm } from './contact-form';

/** The contact page's form: interest required, its own toasts (SPEC §8). */
export function ContactPageForm() {
  return (
    <ContactForm
      formId="contact-page"
      idPrefix="contact-page"
      interestOptions={contactPageInterests}
      defaultMessage={SPEAK_WITH_TEACHER_MESSAGE}
      submitLabel="Send Message"
      pendingLabel="Sending..."
      success={CONTACT_PAGE_SENT}
      failure={{
        title: 'Something went wrong',
        description: "Your message couldn't be sent. Please try again later.",
        preferServerMessage: false,
      }}
    />
  );
}
