import { firstSentence, truncate, truncateAtWord } from './text';

describe('truncate', () => {
  it('leaves short text alone', () => {
    expect(truncate('Short', 10)).toBe('Short');
    expect(truncate('x'.repeat(400), 400)).toBe('x'.repeat(400));
  });
  it('cuts long text and adds an ellipsis', () => {
    expect(truncate('x'.repeat(401), 400)).toBe(`${'x'.repeat(400)}...`);
  });
});

describe('truncateAtWord', () => {
  it('leaves short text alone', () => {
    expect(truncateAtWord('Short and sweet', 15)).toBe('Short and sweet');
  });
  it('cuts at the last space, never mid-word, and drops a dangling comma or dash', () => {
    expect(truncateAtWord('Everything—work, family, frustration, joy', 30)).toBe(
      'Everything—work, family...',
    );
    expect(truncateAtWord('I came to the Sunday meditation', 13)).toBe('I came to the...');
    expect(truncateAtWord('Inquiry is open — and kind', 17)).toBe('Inquiry is open...');
    expect(truncateAtWord('one two three', 9, '')).toBe('one two');
  });
  it('cuts a single word longer than the limit where it must', () => {
    expect(truncateAtWord('x'.repeat(401), 400)).toBe(`${'x'.repeat(400)}...`);
  });
});

describe('firstSentence', () => {
  it('takes the text up to the first sentence end', () => {
    expect(firstSentence('Anna teaches inquiry. She lives in Boulder.')).toBe(
      'Anna teaches inquiry.',
    );
    expect(firstSentence('Is it now? Yes.')).toBe('Is it now?');
  });
  it('does not split on dots inside words', () => {
    expect(firstSentence('Anna holds a Ph.D. from CU. She teaches.')).toBe('Anna holds a Ph.D.');
  });
  it('returns the whole text when there is no sentence end', () => {
    expect(firstSentence('A teacher of the path')).toBe('A teacher of the path');
  });
});
