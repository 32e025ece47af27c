import { speakWithTeacherInterests } from '../interest-options';
import { SPEAK_WITH_TEACHER_SENT } from '../sent-texts';
import { ContactForm } from './contact-form';

/**
 * The 'Speak with a Teacher' form of the home and programs pages (interest optional). Only the
 * default message and the button labels differ between the two pages.
 */
export function SpeakWithTeacherForm({
  idPrefix,
  defaultMessage,
  submitLabel,
  pendingLabel,
}: {
  idPrefix: string;
  defaultMessage: string;
  submitLabel: string;
  pendingLabel: 'Sending...' | 'Submitting...';
}) {
  return (
    <ContactForm
      formId="speak-with-teacher"
      idPrefix={idPrefix}
      interestOptions={speakWithTeacherInterests}
      defaultMessage={defaultMessage}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      success={SPEAK_WITH_TEACHER_SENT}
      failure={{
        title: 'Error sending message',
        description: 'Please try again later.',
        preferServerMessage: true,
      }}
    />
  );
}
