import * as v from 'valibot';
import {
  ongoingGroupEvent,
  sampleNewsletters,
  sampleTestimonials,
  sampleWebinars,
} from '../seed/seed-content';
import {
  ContactPageSchema,
  ContactSchema,
  EventInputSchema,
  LoginSchema,
  NewsletterInputSchema,
  ProgramInputSchema,
  RegisterSchema,
  RegistrationRequestSchema,
  sampleContent,
  SubscribeSchema,
  TeacherInputSchema,
  TestimonialInputSchema,
  WebinarCreateSchema,
  WebinarUpdateSchema,
} from '@da-boulder/contracts';

/** The message of the first issue at `path`, or undefined when the field passed. */
const fieldMessage = (schema: v.GenericSchema, input: object, path: string) => {
  const result = v.safeParse(schema, input);
  if (result.success) return undefined;
  return result.issues.find((issue) => v.getDotPath(issue) === path)?.message;
};

const contact = { name: 'Ann', email: 'ann@example.org', message: 'Hello there friends' };
const registration = { name: 'Ann', email: 'ann@example.org', eventId: 'abc' };
const login = { username: 'ann', password: 'secret1' };
const event = { title: 'An event', eventDate: '2027-10-05T16:00:00.000Z' };
const teacher = { name: 'A teacher' };
const program = { title: 'A program' };
const testimonial = { quote: 'Lovely.' };
const newsletter = { month: 'March', year: 2024, link: 'https://example.org/n' };
const webinar = { title: 'A webinar', year: 2025, month: 'June' };

type Case = [name: string, schema: v.GenericSchema, valid: object, field: string, label: string];

/** Every free-text field of every contract, with the label its messages use. */
const TEXT_FIELDS: Case[] = [
  ['contact', ContactSchema, contact, 'name', 'Name'],
  ['contact', ContactSchema, contact, 'message', 'Message'],
  ['contact', ContactSchema, contact, 'interest', 'Interest'],
  ['contact page', ContactPageSchema, { ...contact, interest: 'general' }, 'interest', 'Interest'],
  ['subscribe', SubscribeSchema, { email: 'ann@example.org' }, 'name', 'Name'],
  ['registration', RegistrationRequestSchema, registration, 'name', 'Name'],
  ['registration', RegistrationRequestSchema, registration, 'diamondHeartGroupName', 'Group name'],
  [
    'registration',
    RegistrationRequestSchema,
    registration,
    'additionalMessage',
    'Additional message',
  ],
  ['login', LoginSchema, login, 'username', 'Username'],
  ['register', RegisterSchema, { ...login, confirmPassword: 'secret1' }, 'username', 'Username'],
  ['event', EventInputSchema, event, 'title', 'Title'],
  ['event', EventInputSchema, event, 'slug', 'Slug'],
  ['event', EventInputSchema, event, 'introText', 'Intro text'],
  ['event', EventInputSchema, event, 'description', 'Description'],
  ['event', EventInputSchema, event, 'date', 'Date'],
  ['event', EventInputSchema, event, 'time', 'Time'],
  ['event', EventInputSchema, event, 'location', 'Location'],
  ['event', EventInputSchema, event, 'facilitator', 'Facilitator'],
  ['event', EventInputSchema, event, 'facilitatorRole', 'Facilitator role'],
  ['event', EventInputSchema, event, 'facilitators.0', 'Additional team members'],
  ['event', EventInputSchema, event, 'registrationEmail', 'Registration email'],
  ['event', EventInputSchema, event, 'videoUrl', 'Video URL'],
  ['event', EventInputSchema, event, 'imageUrl', 'Image URL'],
  ['event', EventInputSchema, event, 'flyerUrl', 'Flyer URL'],
  ['event', EventInputSchema, event, 'registrationUrl', 'Registration URL'],
  ['teacher', TeacherInputSchema, teacher, 'name', 'Name'],
  ['teacher', TeacherInputSchema, teacher, 'email', 'Email'],
  ['teacher', TeacherInputSchema, teacher, 'title', 'Title'],
  ['teacher', TeacherInputSchema, teacher, 'bio', 'Professional bio'],
  ['teacher', TeacherInputSchema, teacher, 'personalDescription', 'Personal message'],
  ['teacher', TeacherInputSchema, teacher, 'location', 'Location'],
  ['teacher', TeacherInputSchema, teacher, 'websiteUrl', 'Website URL'],
  ['teacher', TeacherInputSchema, teacher, 'imagePath', 'Image path'],
  ['teacher', TeacherInputSchema, teacher, 'imageUrl', 'Image URL'],
  ['program', ProgramInputSchema, program, 'title', 'Title'],
  ['program', ProgramInputSchema, program, 'description', 'Description'],
  ['program', ProgramInputSchema, program, 'imageUrl', 'Image URL'],
  ['program', ProgramInputSchema, program, 'linkUrl', 'Link'],
  ['testimonial', TestimonialInputSchema, testimonial, 'quote', 'Quote'],
  ['testimonial', TestimonialInputSchema, testimonial, 'name', 'Name'],
  ['testimonial', TestimonialInputSchema, testimonial, 'reviewCount', 'Review count'],
  ['testimonial', TestimonialInputSchema, testimonial, 'date', 'Date'],
  ['newsletter', NewsletterInputSchema, newsletter, 'link', 'Link'],
  ['newsletter', NewsletterInputSchema, newsletter, 'specialDescription', 'Special description'],
  ['webinar', WebinarCreateSchema, webinar, 'title', 'Title'],
  ['webinar', WebinarCreateSchema, webinar, 'description', 'Description'],
  ['webinar', WebinarCreateSchema, webinar, 'presenter', 'Presenter'],
  ['webinar', WebinarCreateSchema, webinar, 'videoUrl', 'Video URL'],
  ['webinar', WebinarCreateSchema, webinar, 'thumbnailUrl', 'Thumbnail URL'],
  ['webinar', WebinarCreateSchema, webinar, 'tags.0', 'Tags'],
  ['webinar', WebinarCreateSchema, webinar, 'slug', 'Slug'],
  ['webinar update', WebinarUpdateSchema, webinar, 'title', 'Title'],
];

/** Sets `path` ("name" or "tags.0") on a copy of `input`. */
function withField(input: object, path: string, value: string): object {
  const [key, index] = path.split('.');
  return { ...input, [key]: index === undefined ? value : [value] };
}

const REFUSED_CHARACTERS: [string, string][] = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['vertical tab', '\u000B'],
  ['ESC', '\u001B'],
  ['DEL', '\u007F'],
  ['right-to-left override', '\u202E'],
  ['left-to-right embedding', '\u202A'],
  ['first strong isolate', '\u2068'],
  ['pop directional isolate', '\u2069'],
];

describe('free text refuses control characters and bidi overrides', () => {
  describe.each(TEXT_FIELDS)('%s %s', (_name, schema, valid, field, label) => {
    it.each(REFUSED_CHARACTERS)(`refuses %s with "${label} contains ..."`, (_char, char) => {
      // Shaped like a valid value for every field (a URL, an address, a slug, 10+ characters).
      const value = `https://example.org/ok${char}path`;
      expect(fieldMessage(schema, withField(valid, field, value), field)).toBe(
        `${label} contains characters that are not allowed`,
      );
    });
  });

  it.each([
    ['tabs, newlines and carriage returns', 'Line one\r\n\tLine two\nLine three'],
    ['accents, typographic quotes and emoji', 'Café — “inquiry” 🙂'],
    ['right-to-left text and bidi marks', 'שלום \u200F(Boulder)\u200E'],
  ])('accepts %s', (_label, text) => {
    expect(fieldMessage(EventInputSchema, { ...event, description: text }, 'description')).toBe(
      undefined,
    );
    expect(fieldMessage(ContactSchema, { ...contact, message: text }, 'message')).toBe(undefined);
  });
});

/** The fields that are multi-line by nature: markdown, bios, messages, quotes. */
const MULTILINE_FIELDS = new Set([
  'contact message',
  'registration additionalMessage',
  'event introText',
  'event description',
  'teacher bio',
  'teacher personalDescription',
  'program description',
  'testimonial quote',
  'newsletter specialDescription',
  'webinar description',
]);
const isMultiline = ([name, , , field]: Case) => MULTILINE_FIELDS.has(`${name} ${field}`);

const LINE_BREAKS: [string, string][] = [
  ['a newline', '\n'],
  ['a carriage return and newline', '\r\n'],
  ['a carriage return', '\r'],
  ['a next line (C1)', '\u0085'],
  ['a line separator', '\u2028'],
  ['a paragraph separator', '\u2029'],
];

describe('one-line text refuses line breaks and tabs', () => {
  const singleLine = TEXT_FIELDS.filter((field) => !isMultiline(field));
  /** Titled "event title" rather than with the schema's dump. */
  const titled = (cases: Case[]) =>
    cases.map(
      ([name, schema, valid, field, label]) =>
        [`${name} ${field}`, schema, valid, field, label] as const,
    );

  it('covers every content type and public form', () => {
    expect(new Set(singleLine.map(([name]) => name))).toEqual(
      new Set(TEXT_FIELDS.map(([name]) => name)),
    );
    expect(TEXT_FIELDS.filter(isMultiline)).toHaveLength(MULTILINE_FIELDS.size);
  });

  describe.each(titled(singleLine))('%s', (_name, schema, valid, field, label) => {
    it.each(LINE_BREAKS)(`refuses %s with "${label} must be a single line"`, (_what, br) => {
      const value = `https://example.org/ok${br}path`;
      expect(fieldMessage(schema, withField(valid, field, value), field)).toBe(
        `${label} must be a single line`,
      );
    });
    it('refuses a tab', () => {
      const value = 'https://example.org/ok\tpath';
      expect(fieldMessage(schema, withField(valid, field, value), field)).toBe(
        `${label} contains characters that are not allowed`,
      );
    });
  });

  describe.each(titled(TEXT_FIELDS.filter(isMultiline)))(
    '%s',
    (_name, schema, valid, field, label) => {
      it('keeps its lines, tabs and separators', () => {
        const value = 'Line one is long enough\r\n\tLine two\nLine three\u2028four\u2029five';
        expect(fieldMessage(schema, withField(valid, field, value), field)).toBe(undefined);
      });
      it('still refuses C1 controls', () => {
        const value = 'Line one is long enough\n\u0085\u009B';
        expect(fieldMessage(schema, withField(valid, field, value), field)).toBe(
          `${label} contains characters that are not allowed`,
        );
      });
    },
  );
});

/** Every visitor's name that the site may write into a mail to an unconfirmed address. */
const VISITOR_NAMES: [string, v.GenericSchema, object][] = [
  ['contact', ContactSchema, contact],
  ['contact page', ContactPageSchema, { ...contact, interest: 'general' }],
  ['registration', RegistrationRequestSchema, registration],
  ['subscribe', SubscribeSchema, { email: 'ann@example.org' }],
];

describe("a visitor's name is a name, never a link, an address or a paragraph", () => {
  describe.each(VISITOR_NAMES)('%s', (_name, schema, valid) => {
    const nameMessage = (name: string) => fieldMessage(schema, { ...valid, name }, 'name');

    it.each([
      'Anna',
      'José Núñez',
      "Anne-Marie O'Neil",
      'Seán O’Brien',
      'J.R.R. Tolkien',
      'Dr. Smith Jr.',
      '李小龙',
      'Nguyễn Văn An',
      'Jose\u0301 (NFD)'.replace(' (NFD)', ''),
      'محمد علي',
      'अनु शर्मा',
      'Ἀριστοτέλης',
      'Jean\u00a0Dupont',
      'ジョン・スミス',
      'نیک\u200cنام',
      'צ׳רלי',
      '艾力·买买提',
      'Anne–Marie O‘Brien',
      'Seán O´Brien',
      'a'.repeat(100),
    ])('accepts %p', (name) => {
      expect(nameMessage(name)).toBe(undefined);
    });

    it.each([
      ['Bob\n\nYOU WON a prize\nCall now', 'Name must be a single line'],
      ['Bob\r\nCall now', 'Name must be a single line'],
      ['Bob\u2028Call now', 'Name must be a single line'],
      ['45.33.32.156/win', "Name may only contain letters, spaces and . ' -"],
      ['evil。com', "Name may only contain letters, spaces and . ' -"],
      ['evil.c\u200bom', "Name may only contain letters, spaces and . ' -"],
      ['evil．com', "Name may only contain letters, spaces and . ' -"],
      ['bob@evil.example', "Name may only contain letters, spaces and . ' -"],
      ['https://evil.example', "Name may only contain letters, spaces and . ' -"],
      ['Call 555 0100', "Name may only contain letters, spaces and . ' -"],
      ['Win at evil:com', "Name may only contain letters, spaces and . ' -"],
      ['пример.рф', 'Name must not contain a web address'],
      ['evil.com', 'Name must not contain a web address'],
      ['WWW.EVIL.COM now', 'Name must not contain a web address'],
      ['evil.co\u0301m', 'Name must not contain a web address'],
      ['evil.c\u200dom', 'Name must not contain a web address'],
      ['a'.repeat(101), 'Name must be at most 100 characters'],
    ])('refuses %p: %s', (name, message) => {
      expect(nameMessage(name)).toBe(message);
    });
  });
});

describe("a visitor's mail address", () => {
  const emailMessage = (email: string) =>
    fieldMessage(SubscribeSchema, { email, name: 'Ann' }, 'email');

  it.each([
    'ann@example.org',
    'ann+news@mail.example.org',
    "siobhan.o'neill@example.ie",
    'user@xn--bcher-kva.de',
    'info@xn--80aswg.xn--p1ai',
    'a&b=c~d@example.org',
  ])('accepts %p', (email) => {
    expect(emailMessage(email)).toBe(undefined);
  });

  it.each([
    'ann',
    'ann@localhost',
    'ann@example.',
    'ann@@example.org',
    'a,b@example.org',
    'a b@x.org',
  ])('refuses %p', (email) => {
    expect(emailMessage(email)).toBe('Please enter a valid email address');
  });

  it('keeps a pasted no-break space out of a name: it is stored as a plain one', () => {
    const parsed = v.parse(SubscribeSchema, { email: 'ann@example.org', name: 'Jean\u00a0Dupont' });
    expect(parsed.name).toBe('Jean Dupont');
  });
});

/** Every URL field that takes site paths as well as http(s) addresses. */
const URL_FIELDS: Case[] = [
  ['event', EventInputSchema, event, 'videoUrl', 'Video URL'],
  ['event', EventInputSchema, event, 'imageUrl', 'Image URL'],
  ['event', EventInputSchema, event, 'flyerUrl', 'Flyer URL'],
  ['event', EventInputSchema, event, 'registrationUrl', 'Registration URL'],
  ['teacher', TeacherInputSchema, teacher, 'websiteUrl', 'Website URL'],
  ['teacher', TeacherInputSchema, teacher, 'imagePath', 'Image path'],
  ['teacher', TeacherInputSchema, teacher, 'imageUrl', 'Image URL'],
  ['program', ProgramInputSchema, program, 'imageUrl', 'Image URL'],
  ['program', ProgramInputSchema, program, 'linkUrl', 'Link'],
  ['webinar', WebinarCreateSchema, webinar, 'videoUrl', 'Video URL'],
  ['webinar', WebinarCreateSchema, webinar, 'thumbnailUrl', 'Thumbnail URL'],
  ['webinar update', WebinarUpdateSchema, webinar, 'thumbnailUrl', 'Thumbnail URL'],
];

const WEB_URLS = [
  'https://example.org',
  'http://example.org/a?b=c#d',
  'https://www.youtube.com/embed/8aGhZQkoFbQ',
  '  https://example.org/trimmed  ',
];
const SITE_PATHS = ['', '/', '/programs#ongoing-study-groups', '/api/uploads/abc', '/a/b?c=d'];
const NEVER_URLS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'mailto:ann@example.org',
  'ftp://example.org/file',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  'https:/example.org',
  'https://',
  'https:///evil.example',
  'https://exa mple.org',
  '/a b',
  'example.org',
  'programs',
];

describe('URL fields: http(s) addresses or paths on this site', () => {
  describe.each(URL_FIELDS)('%s %s', (_name, schema, valid, field, label) => {
    const message = `${label} must be a web address starting with http:// or https://`;
    it.each([...WEB_URLS, ...SITE_PATHS])('accepts %p', (url) => {
      expect(fieldMessage(schema, { ...valid, [field]: url }, field)).toBe(undefined);
    });
    it.each(NEVER_URLS)('refuses %p', (url) => {
      expect(fieldMessage(schema, { ...valid, [field]: url }, field)).toBe(message);
    });
  });

  it('a newsletter link is an http(s) address: no paths, required', () => {
    const message = 'Link must be a web address starting with http:// or https://';
    for (const url of WEB_URLS) {
      expect(fieldMessage(NewsletterInputSchema, { ...newsletter, link: url }, 'link')).toBe(
        undefined,
      );
    }
    for (const url of [...NEVER_URLS, '/newsletters/march']) {
      expect(fieldMessage(NewsletterInputSchema, { ...newsletter, link: url }, 'link')).toBe(
        message,
      );
    }
    expect(fieldMessage(NewsletterInputSchema, { ...newsletter, link: '' }, 'link')).toBe(
      'Link is required',
    );
  });
});

describe('sortOrder: a whole number from -100000 to 100000', () => {
  const sortOrderMessage = (sortOrder: unknown) =>
    fieldMessage(EventInputSchema, { ...event, sortOrder }, 'sortOrder');

  it.each([0, 1, -1, 42, -100_000, 100_000])('accepts %p', (sortOrder) => {
    expect(sortOrderMessage(sortOrder)).toBe(undefined);
  });

  it.each([
    [100_001, 'sortOrder must be between -100000 and 100000'],
    [-100_001, 'sortOrder must be between -100000 and 100000'],
    [Number.MAX_SAFE_INTEGER, 'sortOrder must be between -100000 and 100000'],
    [1.5, 'sortOrder must be a whole number'],
    [Infinity, 'sortOrder must be a whole number'],
    [Number.NaN, 'sortOrder must be a number'],
    ['3', 'sortOrder must be a number'],
  ])('refuses %p: %s', (sortOrder, message) => {
    expect(sortOrderMessage(sortOrder)).toBe(message);
  });

  it('may be left out', () => {
    expect(v.safeParse(EventInputSchema, { title: 'An event' }).success).toBe(true);
  });
});

describe('eventDate: a real ISO date within 10 years of today', () => {
  const INVALID = 'Please enter a valid month, date, and year.';
  const OUT_OF_RANGE = 'Please enter a date within 10 years of today.';
  const yearsFromNow = (years: number) => {
    const date = new Date();
    date.setUTCFullYear(date.getUTCFullYear() + years);
    return date.toISOString();
  };
  const eventDateMessage = (eventDate: unknown) =>
    fieldMessage(EventInputSchema, { ...event, eventDate }, 'eventDate');

  it.each([
    null,
    '2027-10-05T16:00:00.000Z',
    '2027-10-05',
    '2027-10-05T10:00-06:00',
    '2028-02-29T12:00:00Z',
    new Date().toISOString(),
    yearsFromNow(9),
    yearsFromNow(-9),
  ])('accepts %p', (eventDate) => {
    expect(eventDateMessage(eventDate)).toBe(undefined);
  });

  it.each([
    ['October 5 2027', INVALID],
    ['5 Oct 2027', INVALID],
    ['2027-02-29', INVALID],
    ['2027-02-30T12:00:00Z', INVALID],
    ['2027-13-01', INVALID],
    ['2027-10-05T25:00Z', INVALID],
    ['2027-10-05 16:00', INVALID],
    ['', INVALID],
    [1791216000000, INVALID],
    [yearsFromNow(11), OUT_OF_RANGE],
    [yearsFromNow(-11), OUT_OF_RANGE],
    ['1900-01-01', OUT_OF_RANGE],
    ['9999-12-31T00:00:00Z', OUT_OF_RANGE],
  ])('refuses %p', (eventDate, message) => {
    expect(eventDateMessage(eventDate)).toBe(message);
  });
});

describe('the shipped content passes the tightened contracts', () => {
  const issuesOf = (schema: v.GenericSchema, items: readonly object[]) =>
    items.flatMap((item) => {
      const result = v.safeParse(schema, item);
      return result.success ? [] : result.issues.map((issue) => issue.message);
    });

  it('sample and seed events, teachers, programs, testimonials, webinars, newsletters', () => {
    expect(issuesOf(EventInputSchema, [...sampleContent.events, ongoingGroupEvent])).toEqual([]);
    expect(issuesOf(TeacherInputSchema, sampleContent.teachers)).toEqual([]);
    expect(issuesOf(ProgramInputSchema, sampleContent.programs)).toEqual([]);
    expect(issuesOf(TestimonialInputSchema, sampleTestimonials)).toEqual([]);
    expect(issuesOf(WebinarCreateSchema, sampleWebinars)).toEqual([]);
    expect(issuesOf(NewsletterInputSchema, sampleNewsletters)).toEqual([]);
  });
});
