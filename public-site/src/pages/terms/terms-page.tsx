import { contactDetails } from '../../features/contact/contact-details';
import { LEGAL_LAST_UPDATED, LegalDocument, type LegalSection } from '../../layout/legal-document';

const sections: LegalSection[] = [
  {
    title: 'Acceptance of Terms',
    body: (
      <p>
        By using this website or registering for one of our programs you agree to these terms. If
        you do not agree, please do not use the site.
      </p>
    ),
  },
  {
    title: 'Eligibility',
    body: (
      <p>
        Our website, events and programs are for adults. People under 18 are not served, and by
        registering you confirm that you are at least 18 years old.
      </p>
    ),
  },
  {
    title: 'Use of the Website',
    body: (
      <p>
        Please use the site lawfully and respectfully. Do not attempt to interfere with its
        operation, gain unauthorised access to any part of it, or use it to send unsolicited
        messages.
      </p>
    ),
  },
  {
    title: 'Event Registration',
    body: (
      <p>
        Registering reserves your place but does not guarantee it until it is confirmed by email.
        Some programs have limited space or prerequisites, which are stated in the event
        description.
      </p>
    ),
  },
  {
    title: 'Fees and Payment',
    body: (
      <p>
        Fees, where they apply, are shown with each event. Introductory evenings and Sunday
        meditation are free. Payment arrangements are explained in your confirmation email.
      </p>
    ),
  },
  {
    title: 'Cancellations and Refunds',
    body: (
      <>
        <p>
          If you cancel at least seven days before an event, your fee will be refunded in full.
          Later cancellations may be credited towards a future event at the teacher&apos;s
          discretion.
        </p>
        <p>There are no refunds for no-shows.</p>
      </>
    ),
  },
  {
    title: 'Changes to Programs',
    body: (
      <p>
        We may occasionally need to change a date, venue or teacher. If we cancel an event, you will
        receive a full refund of any fee paid.
      </p>
    ),
  },
  {
    title: 'Participation and Personal Responsibility',
    body: (
      <p>
        Our programs are spiritual and educational. They are not therapy, medical treatment or a
        substitute for professional care. You take part voluntarily and are responsible for your own
        wellbeing; please let a teacher know if you need support.
      </p>
    ),
  },
  {
    title: 'Intellectual Property',
    body: (
      <p>
        The teachings, texts, recordings and images on this site belong to their authors or the
        Ridhwan Foundation. Diamond Approach is a registered trademark of the Ridhwan Foundation.
        You may share links freely, but please do not copy or distribute the content without
        permission.
      </p>
    ),
  },
  {
    title: 'Recordings and Confidentiality',
    body: (
      <p>
        Recording events is not permitted without the teacher&apos;s consent. What other
        participants share in groups and sessions is confidential and should stay in the room.
      </p>
    ),
  },
  {
    title: 'Limitation of Liability',
    body: (
      <p>
        The site is provided as is. To the extent the law allows, Diamond Approach Boulder is not
        liable for indirect or consequential losses arising from the use of the website or
        participation in programs.
      </p>
    ),
  },
  {
    title: 'Governing Law',
    body: (
      <p>
        These terms are governed by the laws of the State of Colorado, and any dispute will be
        resolved in the courts of Boulder County, Colorado.
      </p>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <p>
        Questions about these terms? Write to{' '}
        <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a> or call{' '}
        <a href={contactDetails.phoneHref}>{contactDetails.phone}</a>.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={LEGAL_LAST_UPDATED}
      intro="These terms describe the agreement between you and Diamond Approach Boulder when you use this website or take part in our events, workshops, groups and sessions."
      sections={sections}
    />
  );
}
