import { Card, Heading, Text } from '@da-boulder/shared-ui';
import { CardGrid } from './grid';

/** Cards of a title and a paragraph each, three across on a wide screen. */
export function TextCards({
  items,
  headingLevel = 3,
}: {
  items: readonly { title: string; text: string }[];
  /** 2 where the cards are the section's own headings. */
  headingLevel?: 2 | 3;
}) {
  return (
    <CardGrid $columns={3}>
      {items.map((item) => (
        <Card key={item.title}>
          <Heading level={headingLevel}>{item.title}</Heading>
          <Text>{item.text}</Text>
        </Card>
      ))}
    </CardGrid>
  );
}
