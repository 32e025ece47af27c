/** A noun in the singular and the plural: { one: 'message', other: 'messages' }. */
export interface Noun {
  one: string;
  other: string;
}

/** "1 registration", "42 registrations". */
export function countLabel(count: number, noun: Noun): string {
  return `${count} ${count === 1 ? noun.one : noun.other}`;
}
