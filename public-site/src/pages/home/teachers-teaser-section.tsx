import styled from 'styled-components';
import { ButtonLink, Container, Heading, Section, Text } from '@da-boulder/shared-ui';

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space.md};
  max-width: 44rem;
  margin: 0 auto;
  text-align: center;
`;

export function TeachersTeaserSection() {
  return (
    <Section tone="sand" aria-labelledby="teachers-teaser-heading">
      <Container>
        <Inner>
          <Heading level={2} id="teachers-teaser-heading">
            Meet the Teachers
          </Heading>
          <Text>
            Our Colorado teachers have practised the Diamond Approach for decades. They lead groups,
            workshops and private sessions with warmth, precision and a light touch, and they would
            be glad to meet you.
          </Text>
          <ButtonLink to="/teachers" size="lg">
            Connect with Colorado Teachers
          </ButtonLink>
        </Inner>
      </Container>
    </Section>
  );
}
