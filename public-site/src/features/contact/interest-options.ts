export type InterestOption = { value: string; label: string };

/** Speak-with-teacher forms on home and programs: interest optional (DESIGN §7, reading a). */
export const speakWithTeacherInterests: InterestOption[] = [
  { value: 'general', label: 'General information' },
  { value: 'introductory-events', label: 'Introductory events' },
  { value: 'workshops', label: 'Workshops & retreats' },
  { value: 'ongoing-groups', label: 'Ongoing groups' },
  { value: 'private-sessions', label: 'Private sessions' },
];

/** The contact page form: interest required (DESIGN §7, reading b). */
export const contactPageInterests: InterestOption[] = [
  { value: 'general', label: 'General information' },
  { value: 'programs', label: 'Programs & events' },
  { value: 'meditation', label: 'Meditation' },
  { value: 'private', label: 'Private sessions' },
  { value: 'other', label: 'Something else' },
];
