import styled from 'styled-components';
import { ButtonLink, Card, Container, Heading, Section, Text } from '@da-boulder/shared-ui';
import { ContactPageForm } from '../../features/contact/components/contact-page-form';
import { contactDetails } from '../../features/contact/contact-details';
import { Stack } from '../../layout/grid';
import { PageIntro } from '../../layout/page-intro';

const questions = [
  {
    question: 'Do I need any experience to come to an event?',
    answer:
      'None at all. Our introductions and Sunday meditation are designed for newcomers, and long-time students come too. Just bring your curiosity.',
  },
  {
    question: 'Is the Diamond Approach a religion?',
    answer:
      'No. It draws on the wisdom of many traditions and on modern psychology, but asks for no beliefs. Everything is an invitation to find out for yourself.',
  },
  {
    question: 'How do I join an ongoing group?',
    answer:
      'Most people begin with an introduction or a workshop. When a new group is forming we announce it on our events page; a teacher is happy to talk it through with you first.',
  },
  {
    question: 'Can I work with a teacher privately?',
    answer:
      'Yes. Inquiry sessions are available in person in Boulder or online. Tell us a little about yourself and we will connect you with a teacher.',
  },
  {
    question: 'What does it cost?',
    answer:
      'Introductions and Sunday meditation are free. Workshops, groups and private sessions have fees, shown with each event; please ask if cost is a barrier.',
  },
];

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space.xl};

  @media (min-width: ${(p) => p.theme.breakpoint.large}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

const DetailList = styled.dl`
  margin: 0;
  display: grid;
  gap: ${(p) => p.theme.space.md};

  dt {
    font-weight: 700;
    color: ${(p) => p.theme.color.inkMuted};
    font-size: ${(p) => p.theme.fontSize.sm};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }

  dd {
    margin: ${(p) => p.theme.space.xxs} 0 0;
    /* The email address breaks where it must on the narrowest phones. */
    overflow-wrap: anywhere;
  }

  a {
    color: ${(p) => p.theme.color.accent};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space.sm};
`;

const Questions = styled.dl`
  margin: 0;
  display: grid;
  gap: ${(p) => p.theme.space.lg};

  dt {
    font-family: ${(p) => p.theme.font.heading};
    font-size: ${(p) => p.theme.fontSize.lg};
    font-weight: 600;
  }

  dd {
    margin: ${(p) => p.theme.space.xs} 0 0;
    line-height: ${(p) => p.theme.lineHeight.body};
  }
`;

export default function ContactPage() {
  return (
    <>
      <PageIntro
        title="Contact Us"
        lead="Whether you have a question about the teaching, want to find the right program or simply want to say hello, we would love to hear from you."
      />
      <Section>
        <Container>
          <Layout>
            <Stack $gap="lg">
              <Card>
                <Heading level={2}>Visit or reach us</Heading>
                <DetailList>
                  <div>
                    <dt>Address</dt>
                    <dd>
                      <address>
                        {contactDetails.addressLines.map((line) => (
                          <span key={line}>
                            {line}
                            <br />
                          </span>
                        ))}
                      </address>
                    </dd>
                  </div>
                  <div>
                    <dt>Email</dt>
                    <dd>
                      <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>
                    </dd>
                  </div>
                  <div>
                    <dt>Phone</dt>
                    <dd>
                      <a href={contactDetails.phoneHref}>{contactDetails.phone}</a>
                    </dd>
                  </div>
                  <div>
                    <dt>Hours</dt>
                    <dd>{contactDetails.hours}</dd>
                  </div>
                </DetailList>
              </Card>
              <Card>
                <Heading level={2}>Come to an introduction</Heading>
                <Text>
                  Our next free introduction to the Diamond Approach is on October 5 at 10 AM. It is
                  a gentle way to meet a teacher, try the practice and ask your questions.
                </Text>
                <Actions>
                  <ButtonLink to="/events">See all events</ButtonLink>
                  <ButtonLink to="/#speak-with-teacher" variant="secondary">
                    Request a Call
                  </ButtonLink>
                </Actions>
              </Card>
            </Stack>
            <Card>
              <Heading level={2}>Send us a message</Heading>
              <ContactPageForm />
            </Card>
          </Layout>
        </Container>
      </Section>
      <Section tone="sand">
        <Container>
          <Stack $gap="lg">
            <Heading level={2}>Common questions</Heading>
            <Questions>
              {questions.map((item) => (
                <div key={item.question}>
                  <dt>{item.question}</dt>
                  <dd>{item.answer}</dd>
                </div>
              ))}
            </Questions>
          </Stack>
        </Container>
      </Section>
    </>
  );
}
