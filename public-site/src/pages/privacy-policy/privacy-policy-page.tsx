import { contactDetails } from '../../features/contact/contact-details';
import { LEGAL_LAST_UPDATED, LegalDocument, type LegalSection } from '../../layout/legal-document';

const sections: LegalSection[] = [
  {
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to serve you:</p>
        <ul>
          <li>
            Information you give us: your name and email address when you subscribe to our
            newsletter, contact a teacher or register for an event, and anything you choose to write
            in a message or registration note.
          </li>
          <li>
            Technical information: basic server logs (such as IP address, browser type and the pages
            requested) kept to operate and secure the site.
          </li>
          <li>
            A session cookie, set only when an administrator signs in to manage the site&apos;s
            content.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'How We Use Your Information',
    body: (
      <p>
        We use your information to answer your messages, confirm and organise event registrations,
        send the newsletter you asked for, and keep the site running safely. We do not use it for
        advertising, and we never sell it.
      </p>
    ),
  },
  {
    title: 'Sharing Your Information',
    body: (
      <p>
        Your details are seen by the teachers and volunteers who organise the event or answer your
        message. We share information with service providers (such as our email and hosting
        providers) only as far as they need it to work for us, and when the law requires it. We do
        not share it with anyone else.
      </p>
    ),
  },
  {
    title: 'Cookies',
    body: (
      <p>
        Visitors are not tracked with cookies. The only cookie we set is a strictly necessary
        session cookie for signed-in administrators. Embedded videos are loaded from YouTube&apos;s
        privacy-enhanced mode; YouTube may set its own cookies once you play a video.
      </p>
    ),
  },
  {
    title: 'Data Retention',
    body: (
      <p>
        We keep registrations and messages for as long as they are useful for organising our
        programs, and at most three years. Newsletter subscriptions last until you unsubscribe.
      </p>
    ),
  },
  {
    title: 'Data Security',
    body: (
      <p>
        We protect your information with encrypted connections, restricted access and careful
        handling. No method of transmission or storage is completely secure, but we take reasonable
        care and will tell you promptly if a breach affects you.
      </p>
    ),
  },
  {
    title: 'Your Rights',
    body: (
      <p>
        You may ask to see, correct or delete the personal information we hold about you, and you
        may unsubscribe from our newsletter at any time using the link in every issue or by writing
        to us.
      </p>
    ),
  },
  {
    title: "Children's Privacy",
    body: (
      <p>
        Our website and programs are intended for adults. We do not serve people under 18 and do not
        knowingly collect information from them. If you believe a minor has given us information,
        please contact us and we will delete it.
      </p>
    ),
  },
  {
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy from time to time. The date at the top of this page shows when it
        last changed; significant changes will also be announced in our newsletter.
      </p>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <p>
        Questions about your privacy are welcome. Write to us at{' '}
        <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a> or call{' '}
        <a href={contactDetails.phoneHref}>{contactDetails.phone}</a>.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={LEGAL_LAST_UPDATED}
      intro="Your trust matters to us. This policy explains what personal information Diamond Approach Boulder collects when you use this website or take part in our programs, and how we care for it."
      sections={sections}
    />
  );
}
