import * as v from 'valibot';
import {
  ContactPageSchema,
  ContactSchema,
  contactSchemaOf,
  EventInputSchema,
  LoginSchema,
  MONTHS,
  RegisterSchema,
  RegistrationSchema,
  sampleContent,
  slugify,
  splitCommaList,
  SubscribeSchema,
} from '.';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('slugify (SPEC §5)', () => {
  it.each([
    ['Introduction to the Diamond Approach', 'introduction-to-the-diamond-approach'],
    ["  What's New?  ", 'whats-new'],
    ['snake_case  and -- dashes', 'snake-case-and-dashes'],
    ['Café Meditation!', 'cafe-meditation'],
    ['---', ''],
  ])('%s -> %s', (title, slug) => expect(slugify(title)).toBe(slug));
});

describe('splitCommaList', () => {
  it('trims and drops empties', () => {
    expect(splitCommaList(' a, b ,, c ,')).toEqual(['a', 'b', 'c']);
    expect(splitCommaList('')).toEqual([]);
  });
});

describe('schemas carry SPEC §5 messages', () => {
  it('contact forms', () => {
    expect(messages(ContactSchema, { name: 'A', email: 'x', message: 'short' })).toEqual([
      'Name must be at least 2 characters.',
      'Please enter a valid email address.',
      'Message must be at least 10 characters.',
    ]);
    const valid = { name: 'Ann', email: 'ann@example.org', message: 'Hello there friends' };
    expect(messages(ContactSchema, valid)).toEqual([]);
    expect(messages(ContactPageSchema, { ...valid, interest: '' })).toEqual([
      'Please select an area of interest.',
    ]);
  });

  it('the contact page’s form asks for an area of interest, the speak-with-teacher forms do not', () => {
    // As the forms send it: the interest left unchosen.
    const unchosen = {
      name: 'Ann',
      email: 'ann@example.org',
      interest: '',
      message: 'Hello there friends',
    };
    expect(messages(contactSchemaOf('contact-page'), unchosen)).toEqual([
      'Please select an area of interest.',
    ]);
    expect(messages(contactSchemaOf('speak-with-teacher'), unchosen)).toEqual([]);
    // A message that names no form, or one of its own making, gets the looser rules.
    expect(messages(contactSchemaOf(undefined), unchosen)).toEqual([]);
    expect(messages(contactSchemaOf('__proto__'), unchosen)).toEqual([]);
  });

  it('subscribe, registration, login and register', () => {
    expect(messages(SubscribeSchema, { email: 'x' })).toEqual([
      'Please enter a valid email address',
    ]);
    expect(messages(RegistrationSchema, { name: 'A', email: 'x' })).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid email address',
    ]);
    expect(v.parse(RegistrationSchema, { name: 'Ann', email: 'a@b.co' }).inDiamondHeartGroup).toBe(
      false,
    );
    expect(messages(LoginSchema, { username: 'ab', password: '12345' })).toEqual([
      'Username must be at least 3 characters',
      'Password must be at least 6 characters',
    ]);
    expect(
      messages(RegisterSchema, { username: 'abc', password: '123456', confirmPassword: '654321' }),
    ).toEqual(["Passwords don't match"]);
  });
});

describe('sampleContent (SPEC §3)', () => {
  it('has 4 programs, 4 events with ids 0..3 and 3 teachers', () => {
    expect(sampleContent.programs.map((p) => p.title)).toEqual([
      'Ongoing Study Groups',
      'Introductory Teachings',
      'Inquiry Sessions',
      'Sunday Meditation',
    ]);
    expect(sampleContent.programs.every((p) => p.linkUrl.startsWith('/programs#'))).toBe(true);
    expect(sampleContent.events.map((e) => e.id)).toEqual(['0', '1', '2', '3']);
    expect(sampleContent.teachers).toHaveLength(3);
    const [sunday, intro] = sampleContent.events;
    expect(sunday).toMatchObject({ isRecurring: true, title: 'Sunday Meditation' });
    expect(sunday.time).toContain('6:30 PM - 7:00 PM');
    expect(intro).toMatchObject({ month: 'October', date: '5' });
    expect(intro.time).toMatch(/^10:00 AM/);
  });

  it('events are valid event input with slugs from their titles or stable ones', () => {
    for (const event of sampleContent.events) {
      expect(v.safeParse(EventInputSchema, event).success).toBe(true);
      expect(event.registrationUrl).toBe(`/register/${event.slug}`);
      expect(MONTHS.includes(event.month as never) || event.isRecurring).toBe(true);
    }
  });
});
