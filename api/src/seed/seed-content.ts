import { BOULDER_CENTER, PUBLISHED, type Event } from '@da-boulder/contracts';

/**
 * Seed-only content beyond the contract's sampleContent: the ongoing-groups event the header
 * links to, and testimonials, webinars and newsletters across years so every tab has something.
 */

export const ongoingGroupEvent: Event = {
  id: 'ongoing-group',
  slug: 'diamond-heart-ten-new-group',
  ...PUBLISHED,
  title: 'Diamond Heart Ten: A New Ongoing Group',
  introText:
    'A new Diamond Heart group begins in Boulder: a committed, multi-year journey of teaching, practice and inquiry with a steady community.',
  description:
    'Every few years a new ongoing group forms in Boulder, and **Diamond Heart Ten** begins this winter.\n\nOngoing groups are the heart of the Diamond Approach. The group meets for a weekend day each month and for a longer retreat once or twice a year. Each meeting includes a teaching talk, meditation, sensing and movement practices, and inquiry in small groups, with time to integrate what arises in everyday life between meetings.\n\nThe group is open to anyone who has attended an introduction or workshop, or who has spoken with one of the teachers. If you are wondering whether it is right for you, we warmly invite you to get in touch.\n\n- Monthly Saturday meetings in Boulder\n- One residential retreat each year\n- A sliding-scale fee, so that cost is not a barrier',
  // The series starts on its first meeting, 16 January 2027, the third Saturday of the month.
  date: '16',
  month: 'January',
  year: 2027,
  time: 'Third Saturday of each month, 9:30 AM - 4:30 PM',
  location: BOULDER_CENTER,
  facilitator: 'David Okafor',
  facilitatorRole: 'teacher',
  facilitators: ['Margaret Ellison'],
  // Sample teacher ids; the seed maps them to the stored teachers.
  teacherProfileIds: ['1', '0'],
  teacherProfiles: [],
  teacherProfile: null,
  videoUrl: '',
  imageUrl: '',
  flyerUrl: '',
  registrationEmail: '',
  registrationUrl: '/register/diamond-heart-ten-new-group',
  eventDate: '2027-01-16T16:30:00.000Z',
  isRecurring: true,
  registrationNeeded: true,
  sortOrder: 4,
  // Calendars repeat it: the third Saturday of every month, 9:30 AM-4:30 PM Denver time.
  recurrence: {
    frequency: 'monthly',
    week: 3,
    weekday: 'Saturday',
    startTime: '09:30',
    endTime: '16:30',
  },
};

export const sampleTestimonials = [
  {
    quote:
      'I came to a Sunday meditation not knowing what to expect and found a room full of people who were simply, kindly present. Three years later I am still grateful I walked in.',
    name: 'Rachel M.',
    reviewCount: '4 reviews',
    date: 'a month ago',
  },
  {
    quote:
      'Inquiry has changed how I meet my own life. Instead of fixing myself, I have learned to be curious, and that curiosity keeps opening doors I did not know were there.',
    name: 'Tom B.',
    reviewCount: '2 reviews',
    date: '3 months ago',
  },
  {
    quote:
      'The teachers here are warm, grounded and honest. They never pretend to have the answers for you; they help you find your own.',
    name: 'Anita K.',
    reviewCount: '7 reviews',
    date: '2 weeks ago',
  },
  {
    quote:
      'The body workshop was a revelation. I had no idea how much of my experience I was missing by living from the neck up.',
    name: 'Luis F.',
    reviewCount: '1 review',
    date: 'a week ago',
  },
  {
    quote:
      'Joining an ongoing group has given me a community of people who are committed to truth and to each other. It feels like coming home.',
    name: 'Catherine W.',
    reviewCount: '5 reviews',
    date: '6 months ago',
  },
  {
    quote:
      'My private sessions helped me through one of the hardest years of my life, not by taking the difficulty away but by showing me what was underneath it.',
    name: 'Jonah P.',
    reviewCount: '3 reviews',
    date: 'a year ago',
  },
];

export const sampleWebinars = [
  {
    slug: 'curiosity-as-a-spiritual-practice',
    title: 'Curiosity as a Spiritual Practice',
    description:
      'Why does the Diamond Approach place so much weight on curiosity? Margaret Ellison explores how a genuine, open-ended interest in our experience becomes a path in itself, and guides a short inquiry you can continue on your own.',
    presenter: 'Margaret Ellison',
    videoUrl: 'https://www.youtube.com/embed/8aGhZQkoFbQ',
    tags: ['inquiry', 'curiosity', 'introduction'],
    year: 2025,
    month: 'September',
  },
  {
    slug: 'the-wisdom-of-the-body',
    title: 'The Wisdom of the Body',
    description:
      'David Okafor leads a guided sensing practice and speaks about the body as the ground of presence: how tension and numbness can become doorways rather than obstacles.',
    presenter: 'David Okafor',
    videoUrl: 'https://www.youtube.com/embed/inpok4MKVLM',
    tags: ['body', 'sensing', 'presence'],
    year: 2025,
    month: 'June',
  },
  {
    slug: 'presence-in-everyday-life',
    title: 'Presence in Everyday Life',
    description:
      'Spiritual practice does not end when we get up from the cushion. This conversation looks at bringing presence into work, family and the ordinary moments of a day.',
    presenter: 'Lena Hoffmann',
    videoUrl: 'https://www.youtube.com/embed/ZToicYcHIOU',
    tags: ['presence', 'daily life'],
    year: 2025,
    month: 'March',
  },
  {
    slug: 'the-inner-journey-home',
    title: 'The Inner Journey Home',
    description:
      'An evening talk on the longing that draws many of us to spiritual work, and on how the Diamond Approach understands that longing as the call of our true nature.',
    presenter: 'David Okafor',
    videoUrl: 'https://www.youtube.com/embed/O-6f5wQXSu8',
    tags: ['true nature', 'longing'],
    year: 2024,
    month: 'October',
  },
  {
    slug: 'essential-qualities-strength-joy-and-compassion',
    title: 'Essential Qualities: Strength, Joy and Compassion',
    description:
      'Margaret Ellison introduces the essential qualities, the living expressions of our true nature, and how they arise when we understand the places where we feel their absence.',
    presenter: 'Margaret Ellison',
    videoUrl: 'https://www.youtube.com/embed/thcEuMDWxoI',
    tags: ['essential qualities', 'teaching'],
    year: 2024,
    month: 'May',
  },
  {
    slug: 'an-introduction-to-inquiry',
    title: 'An Introduction to Inquiry',
    description:
      'New to the Diamond Approach? Lena Hoffmann explains what inquiry is and is not, and walks through a simple practice you can try with a friend.',
    presenter: 'Lena Hoffmann',
    videoUrl: 'https://www.youtube.com/embed/1ZYbU82GVz4',
    tags: ['inquiry', 'introduction'],
    year: 2024,
    month: 'February',
  },
];

const newsletterLink = (year: number, month: string) =>
  `https://www.diamondapproach-boulder.org/newsletters/${year}-${month.toLowerCase()}`;

const regular = (year: number, months: string[]) =>
  months.map((month) => ({
    month,
    year,
    link: newsletterLink(year, month),
    isSpecial: false,
    specialDescription: '',
  }));

export const sampleNewsletters = [
  ...regular(2023, ['March', 'June', 'September', 'December']),
  ...regular(2024, ['January', 'March', 'May', 'July', 'September', 'November']),
  ...regular(2025, ['February', 'April', 'June', 'August', 'October']),
  {
    month: 'August',
    year: 2024,
    link: `${newsletterLink(2024, 'August')}-retreat`,
    isSpecial: true,
    specialDescription:
      'Summer retreat edition: reflections and photos from our week in the mountains',
  },
  {
    month: 'December',
    year: 2025,
    link: `${newsletterLink(2025, 'December')}-anniversary`,
    isSpecial: true,
    specialDescription:
      'Twenty years of the Diamond Approach in Boulder: stories from our community',
  },
];
