import type { ReactNode } from 'react';
import { Container, Section, Text } from '@da-boulder/shared-ui';
import { PageIntro } from './page-intro';
import { Prose } from './prose';

export type LegalSection = { title: string; body: ReactNode };

/** Privacy policy and terms: a dated intro and numbered sections ("1. ...", "2. ..."). */
export function LegalDocument({
  title,
  lastUpdated,
  intro,
  sections,
}: {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <>
      <PageIntro title={title} lead={`Last updated: ${lastUpdated}`} />
      <Section>
        <Container>
          <Prose>
            <Text>{intro}</Text>
            {sections.map((section, index) => (
              <section key={section.title} aria-labelledby={`legal-section-${index + 1}`}>
                <h2 id={`legal-section-${index + 1}`}>
                  {index + 1}. {section.title}
                </h2>
                {section.body}
              </section>
            ))}
          </Prose>
        </Container>
      </Section>
    </>
  );
}

/** Both legal documents were last revised together. */
export const LEGAL_LAST_UPDATED = 'April 28, 2024';
