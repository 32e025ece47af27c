import { makeEvent } from '@da-boulder/contracts/factories';
import {
  featuredDescription,
  findIntroductionEvent,
  homeEvents,
  introPreview,
  roleLabel,
  shortMonth,
  sortEvents,
  startLine,
  timeLabel,
} from './event-rules';

describe('event rules', () => {
  it('sorts ascending by sortOrder, a missing sortOrder counting as 0, ties in input order', () => {
    const events = [
      makeEvent({ id: 'a', sortOrder: 2 }),
      makeEvent({ id: 'b', sortOrder: undefined as unknown as number }),
      makeEvent({ id: 'c', sortOrder: -1 }),
      makeEvent({ id: 'd', sortOrder: 0 }),
    ];
    expect(sortEvents(events).map((event) => event.id)).toEqual(['c', 'b', 'd', 'a']);
  });

  it('shows at most three events on the home page, never the one with id 0', () => {
    const events = [
      makeEvent({ id: '0', sortOrder: 0 }),
      makeEvent({ id: '5', sortOrder: 5 }),
      makeEvent({ id: '1', sortOrder: 1 }),
      makeEvent({ id: '3', sortOrder: 3 }),
      makeEvent({ id: '2', sortOrder: 2 }),
    ];
    expect(homeEvents(events).map((event) => event.id)).toEqual(['1', '2', '3']);
  });

  it('cuts month labels to three letters', () => {
    expect(shortMonth('October')).toBe('Oct');
    expect(shortMonth('May')).toBe('May');
  });

  it('prefixes the time with "Begins:" except for recurring events', () => {
    expect(timeLabel({ isRecurring: false, time: '7:00 PM' })).toBe('Begins: 7:00 PM');
    expect(timeLabel({ isRecurring: true, time: 'Sundays 6:30 PM' })).toBe('Sundays 6:30 PM');
  });

  it('previews the intro text, else the first 150 characters of the description, without markdown', () => {
    expect(introPreview({ introText: 'Come **sit** with us', description: 'x' })).toBe(
      'Come sit with us',
    );
    const description = `# Heading\n\n${'word '.repeat(60)}`;
    const preview = introPreview({ introText: '', description });
    expect(preview).not.toContain('#');
    expect(preview.length).toBeLessThanOrEqual(150);
    expect(preview.startsWith('Heading')).toBe(true);
  });

  it('cuts the featured description to 400 characters with an ellipsis only when longer', () => {
    const long = 'a'.repeat(450);
    const cut = featuredDescription(long);
    expect(cut.endsWith('...')).toBe(true);
    expect(cut.replace(/\.\.\.$/, '')).toBe('a'.repeat(400));
    expect(featuredDescription('Short and *sweet*')).toBe('Short and sweet');
  });

  it('keeps the featured description’s paragraphs and list lines apart', () => {
    expect(featuredDescription('Join us.\n\n- Free of charge\n- Newcomers welcome')).toBe(
      'Join us.\n\nFree of charge\nNewcomers welcome',
    );
  });

  it('writes the start line, or the recurring text', () => {
    expect(
      startLine({ isRecurring: false, month: 'October', date: '5', year: 2025, time: '10 AM' }),
    ).toBe('October 5, 2025 · 10 AM');
    expect(startLine({ isRecurring: true, month: '', date: 'Every', year: 2025, time: '' })).toBe(
      'Recurring Event - See schedule for details',
    );
  });

  it('labels the facilitator role', () => {
    expect(roleLabel({ facilitatorRole: 'facilitator' })).toBe('Facilitator');
    expect(roleLabel({ facilitatorRole: 'teacher' })).toBe('Teacher');
    expect(roleLabel({ facilitatorRole: '' })).toBe('Teacher');
  });

  it('finds the introduction event among one-off events', () => {
    const events = [
      makeEvent({ id: 'm', title: 'Sunday Introduction Meditation', isRecurring: true }),
      makeEvent({ id: 'i', title: 'An Introduction to the Diamond Approach', sortOrder: 2 }),
    ];
    expect(findIntroductionEvent(events)?.id).toBe('i');
    expect(findIntroductionEvent([makeEvent({ title: 'Workshop' })])).toBeUndefined();
  });
});
