import {
  registrationPlaceLabel,
  type ContactMessage,
  type Registration,
  type Subscriber,
} from './entities';
import { isoInZone } from './event-time';

/** One column of a CSV download: its header, for people, and its cell of each row. */
export interface CsvColumn<T> {
  header: string;
  cell: (row: T) => string | boolean | null | undefined;
}

/**
 * A kind of record about people administrators list, search and delete (visitors write them):
 * its names and paths, and its CSV download's columns when it has one.
 */
export interface PeopleRecordType<T> {
  /** 'registration': "Registration not found", "1 registration". */
  noun: string;
  /** 'registrations': the list's key in answers, its heading and its CSV file's name. */
  plural: string;
  /** Where administrators list, download (`/export.csv`) and delete (`/:id`). */
  adminPath: string;
  csv?: readonly CsvColumn<T>[];
}

export const registrationType: PeopleRecordType<Registration> = {
  noun: 'registration',
  plural: 'registrations',
  adminPath: '/api/cms/registrations',
  csv: [
    // Denver's wall clock with its offset ("2027-10-05T10:00:00-06:00"), as the dashboard shows it.
    { header: 'Registered at (Denver time)', cell: (r) => isoInZone(new Date(r.createdAt)) },
    { header: 'Event', cell: (r) => r.eventTitle },
    { header: 'Name', cell: (r) => r.name },
    { header: 'Email', cell: (r) => r.email },
    // The door list's first question: who has a place, who waits, who cancelled.
    { header: 'Status', cell: registrationPlaceLabel },
    { header: 'In a Diamond Heart group', cell: (r) => r.inDiamondHeartGroup },
    { header: 'Diamond Heart group', cell: (r) => r.diamondHeartGroupName },
    { header: 'Message', cell: (r) => r.additionalMessage },
  ],
};

export const messageType: PeopleRecordType<ContactMessage> = {
  noun: 'message',
  plural: 'messages',
  adminPath: '/api/cms/messages',
};

export const subscriberType: PeopleRecordType<Subscriber> = {
  noun: 'subscriber',
  plural: 'subscribers',
  adminPath: '/api/cms/subscribers',
  csv: [
    { header: 'Email', cell: (s) => s.email },
    { header: 'Name', cell: (s) => s.name },
    { header: 'Status', cell: (s) => s.status },
    { header: 'Subscribed at', cell: (s) => s.createdAt },
    { header: 'Confirmed at', cell: (s) => s.confirmedAt },
  ],
};
