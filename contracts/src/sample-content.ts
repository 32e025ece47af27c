import type { Event, Program, Teacher } from './entities';
import { PUBLISHED } from './field-schemas';

/**
 * SPEC §3's built-in sample content: the API seeds it into an empty database and the public site
 * falls back to it when programs or events cannot be loaded. Ids are placeholders ('0', '1', ...);
 * the seed maps them to real ones.
 */

const teachers: Teacher[] = [
  {
    id: '0',
    name: 'Margaret Ellison',
    email: 'margaret@diamondapproach-boulder.org',
    title: 'Diamond Approach Teacher',
    bio: 'Margaret has been a student of the Diamond Approach for more than twenty-five years and has taught in Boulder since 2009. Before turning to teaching full time she worked as a hospice chaplain, where she learned how much can be met simply by staying present. Her groups are known for their patience, humor and a deep respect for each person’s own timing.',
    personalDescription:
      'What moves me most in this work is the moment someone discovers that the very thing they were trying to get rid of holds a doorway to something real. I love accompanying people as they learn to trust their own experience. If you are curious, come sit with us on a Sunday evening; there is nothing you need to know beforehand.',
    location: 'Boulder, Colorado',
    imagePath: '',
    imageUrl: '',
    websiteUrl: 'https://www.diamondapproach.org',
  },
  {
    id: '1',
    name: 'David Okafor',
    email: 'david@diamondapproach-boulder.org',
    title: 'Senior Diamond Approach Teacher',
    bio: 'David is a senior teacher who leads ongoing groups and retreats along the Front Range and online. He came to the work after a career in structural engineering and brings a rare precision and warmth to the practice of inquiry. He has a particular interest in the body as a gateway to presence and teaches somatic practices alongside meditation.',
    personalDescription:
      'I was drawn to the Diamond Approach because it did not ask me to leave my ordinary life behind. Everything—work, family, frustration, joy—can become part of the path. I look forward to meeting you and exploring together what it means to be fully here.',
    location: 'Denver, Colorado',
    imagePath: '',
    imageUrl: '',
    websiteUrl: '',
  },
  {
    id: '2',
    name: 'Lena Hoffmann',
    email: 'lena@diamondapproach-boulder.org',
    title: 'Diamond Approach Teacher',
    bio: 'Lena teaches introductory workshops and private sessions in Boulder and Fort Collins. Trained originally as a psychotherapist, she offers one-on-one inquiry sessions that help people bring curiosity and kindness to whatever is alive in them. She also guides the online inquiry series for those who live too far from Boulder to join in person.',
    personalDescription:
      'Inquiry has taught me that openness is not something we have to manufacture—it is already here, waiting to be noticed. My hope is that our time together feels like a conversation with an old friend who is genuinely interested in you.',
    location: 'Fort Collins, Colorado',
    imagePath: '',
    imageUrl: '',
    websiteUrl: '',
  },
];

const programs: Program[] = [
  {
    id: '0',
    title: 'Ongoing Study Groups',
    description:
      'Small groups that meet monthly over several years, guided by a Diamond Approach teacher. Through teaching talks, meditation, body practices and inquiry in pairs and triads, the group becomes a supportive field for deep, steady transformation.',
    imageUrl: '',
    linkUrl: '/programs#ongoing-study-groups',
  },
  {
    id: '1',
    title: 'Introductory Teachings',
    description:
      'Free introduction evenings and weekend workshops that offer a taste of the Diamond Approach. A good place to begin if you are new to the work and want to experience inquiry and presence practice for yourself.',
    imageUrl: '',
    linkUrl: '/programs#introductory-teachings',
  },
  {
    id: '2',
    title: 'Inquiry Sessions',
    description:
      'One-on-one sessions with a teacher, usually 50 to 90 minutes, in person in Boulder or online. Together you explore whatever is most alive in your experience, with openness, curiosity and care.',
    imageUrl: '',
    linkUrl: '/programs#inquiry-sessions',
  },
  {
    id: '3',
    title: 'Sunday Meditation',
    description:
      'A free, open meditation every Sunday from 6:30 to 7:00 PM at our Boulder center. No experience needed: come as you are, settle in, and sit with others who share an interest in presence.',
    imageUrl: '',
    linkUrl: '/programs#sunday-meditation',
  },
];

/** Where the chapter meets: the address the contact page and the site's structured data give. */
export const BOULDER_CENTER =
  'Diamond Approach Boulder Center, 1800 Broadway, Suite 210, Boulder, CO 80302';

const withTeachers = (ids: string[]) => {
  const profiles = teachers.filter((teacher) => ids.includes(teacher.id));
  return { teacherProfileIds: ids, teacherProfiles: profiles, teacherProfile: profiles[0] ?? null };
};

/** The sample events, all published (draftFields). */
const events: Event[] = (
  [
    {
      id: '0',
      slug: 'sunday-meditation',
      title: 'Sunday Meditation',
      introText:
        'A free half hour of silent sitting every Sunday evening, open to everyone, whatever your experience.',
      description:
        'Join us every **Sunday from 6:30 to 7:00 PM** for a simple, open meditation at our Boulder center.\n\nThe evening begins with a few words of guidance on sensing the body and settling into presence, followed by silent sitting. Chairs and cushions are provided.\n\n- Free of charge, no registration needed\n- Newcomers are always welcome\n- Arrive a few minutes early to find a seat',
      date: 'Every',
      month: '',
      year: 2026,
      time: 'Sundays, 6:30 PM - 7:00 PM',
      location: BOULDER_CENTER,
      facilitator: 'Boulder teaching team',
      facilitatorRole: 'facilitator',
      facilitators: [],
      ...withTeachers([]),
      videoUrl: '',
      imageUrl: '',
      flyerUrl: '',
      registrationEmail: '',
      registrationUrl: '/register/sunday-meditation',
      eventDate: null,
      isRecurring: true,
      registrationNeeded: false,
      sortOrder: 0,
      // Calendars repeat it: every Sunday, 6:30-7:00 PM Denver time.
      recurrence: { weekday: 'Sunday', startTime: '18:30', endTime: '19:00' },
    },
    {
      id: '1',
      slug: 'introduction-to-the-diamond-approach',
      title: 'Introduction to the Diamond Approach',
      introText:
        'A free morning introduction to the Diamond Approach: a short talk, a guided meditation and a first taste of inquiry.',
      description:
        'Curious about the Diamond Approach? This relaxed morning is an open door.\n\nWe will begin with a short talk about how the path understands presence and our true nature, practice a guided meditation together, and then try **inquiry**: an open-ended, curious exploration of our immediate experience, done in pairs.\n\nThere will be time for questions about our ongoing groups and private sessions. Tea and light refreshments are served.',
      date: '5',
      month: 'October',
      year: 2027,
      time: '10:00 AM - 12:30 PM',
      location: BOULDER_CENTER,
      facilitator: 'Margaret Ellison',
      facilitatorRole: 'teacher',
      facilitators: ['Lena Hoffmann'],
      ...withTeachers(['0', '2']),
      videoUrl: '',
      imageUrl: '',
      flyerUrl: '',
      registrationEmail: '',
      registrationUrl: '/register/introduction-to-the-diamond-approach',
      eventDate: '2027-10-05T16:00:00.000Z',
      isRecurring: false,
      registrationNeeded: true,
      sortOrder: 1,
    },
    {
      id: '2',
      slug: 'the-body-and-the-spiritual-journey',
      title: 'The Body and the Spiritual Journey',
      introText:
        'A one-day workshop on the body as the ground of presence, with sensing practices, movement and inquiry.',
      description:
        'Spiritual practice is often imagined as something that happens in the mind. In the Diamond Approach, the body is where presence becomes real.\n\nIn this day-long workshop we will explore **sensing**, gentle movement and breath, and inquire into how tension, numbness and aliveness in the body relate to our deeper nature.\n\nNo previous experience is needed. Please bring a water bottle and wear comfortable clothes; lunch is on your own.',
      date: '23',
      month: 'October',
      year: 2027,
      time: '10:00 AM - 4:00 PM',
      location: BOULDER_CENTER,
      facilitator: 'David Okafor',
      facilitatorRole: 'teacher',
      facilitators: [],
      ...withTeachers(['1']),
      videoUrl: '',
      imageUrl: '',
      flyerUrl: '',
      registrationEmail: '',
      registrationUrl: '/register/the-body-and-the-spiritual-journey',
      eventDate: '2027-10-23T16:00:00.000Z',
      isRecurring: false,
      registrationNeeded: true,
      sortOrder: 2,
    },
    {
      id: '3',
      slug: 'inner-guidance-online-evening',
      title: 'Inner Guidance: An Online Evening',
      introText:
        'An evening online about the inner guidance that opens when we inquire into our experience with curiosity.',
      description:
        'How do we find our way when the familiar maps no longer help? The Diamond Approach speaks of an **inner guidance** that unfolds naturally when we are curious and open about what we experience.\n\nThis online evening combines a teaching talk, a guided meditation and inquiry in small breakout groups. It is a good fit for anyone who lives far from Boulder or wants to get to know the work from home.\n\nThe video link is sent with your registration confirmation.',
      date: '11',
      month: 'November',
      year: 2027,
      time: '6:00 PM - 8:00 PM (Mountain Time)',
      location: 'Online (Zoom)',
      facilitator: 'Lena Hoffmann',
      facilitatorRole: 'teacher',
      facilitators: [],
      ...withTeachers(['2']),
      videoUrl: '',
      imageUrl: '',
      flyerUrl: '',
      registrationEmail: '',
      registrationUrl: '/register/inner-guidance-online-evening',
      eventDate: '2027-11-12T01:00:00.000Z',
      isRecurring: false,
      registrationNeeded: true,
      sortOrder: 3,
    },
  ] satisfies Omit<Event, keyof typeof PUBLISHED>[]
).map((event) => ({ ...event, ...PUBLISHED }));

export const sampleContent: { programs: Program[]; events: Event[]; teachers: Teacher[] } = {
  programs,
  events,
  teachers,
};
