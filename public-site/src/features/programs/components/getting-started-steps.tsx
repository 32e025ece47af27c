import styled from 'styled-components';

const steps = [
  {
    title: 'Come to a free introduction',
    text: 'Meet a teacher, try a simple practice and ask anything you like. There is no cost and no commitment.',
  },
  {
    title: 'Take a workshop',
    text: 'Spend a day or a weekend exploring one theme in depth, and discover how inquiry works in your own experience.',
  },
  {
    title: 'Find your path',
    text: 'Join an ongoing group, begin private sessions or sit with us on Sundays: whatever supports your unfolding.',
  },
];

// Side by side only when the steps themselves have room (the programs page), not by the width of
// the window: beside the home page's form, three columns left a word or two per line.
const Frame = styled.div`
  container-type: inline-size;
`;

const List = styled.ol`
  display: grid;
  gap: ${(p) => p.theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  @container (min-width: 48rem) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Step = styled.li`
  counter-increment: step;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${(p) => p.theme.space.md};

  &::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.color.accent};
    color: ${(p) => p.theme.color.accentInk};
    font-family: ${(p) => p.theme.font.heading};
    font-size: ${(p) => p.theme.fontSize.lg};
    font-weight: 700;
  }
`;

const Title = styled.h3`
  margin: 0 0 ${(p) => p.theme.space.xxs};
  font-family: ${(p) => p.theme.font.heading};
  font-size: ${(p) => p.theme.fontSize.lg};
`;

const Text = styled.p`
  margin: 0;
  line-height: ${(p) => p.theme.lineHeight.body};
`;

/** The three numbered steps into the teaching (home get-started and the programs page). */
export function GettingStartedSteps() {
  return (
    <Frame>
      <List>
        {steps.map((step) => (
          <Step key={step.title}>
            <div>
              <Title>{step.title}</Title>
              <Text>{step.text}</Text>
            </div>
          </Step>
        ))}
      </List>
    </Frame>
  );
}
