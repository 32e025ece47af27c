import type { ErasedCounts } from '@da-boulder/contracts';
import { deleteRowsOf } from '../../db/email-key';
import { GivenUpMailModel, MailArchiveModel, OutboxModel } from '../../mail/outbox.model';
import { removeMailFilesOf } from '../../mail/transport';
import { ContactMessageModel } from '../contact/contact.model';
import { RegistrationModel } from '../registrations/registrations.model';
import { SubscriptionModel } from '../subscriptions/subscriptions.model';

/**
 * Forgets a person: every registration, contact message and subscription of their mailbox,
 * however its address was written (case, `+tag`, Gmail's dots), spam-trap catches included, and
 * the mail that carried their details: mail to them (confirmations, welcomes) and the chapter's
 * notices with them as Reply-To, waiting, sent or given up on, and its .eml copies in `mailDir`.
 * An hour's digest of notices names nobody and stays. A mail being sent at this very moment may
 * still go out, but keeps no record: the waiting mail goes first, and the outbox worker drops the
 * copy it keeps of a sent mail whose waiting row is gone.
 */
export async function erasePerson(email: string, mailDir: string): Promise<Required<ErasedCounts>> {
  const mail = ['to', 'replyTo'];
  const waiting = await deleteRowsOf(OutboxModel, mail, email);
  const [registrations, messages, subscribers, archived, givenUp, mailFiles] = await Promise.all([
    deleteRowsOf(RegistrationModel, ['email'], email),
    deleteRowsOf(ContactMessageModel, ['email'], email),
    deleteRowsOf(SubscriptionModel, ['email'], email),
    deleteRowsOf(MailArchiveModel, mail, email),
    deleteRowsOf(GivenUpMailModel, mail, email),
    removeMailFilesOf(mailDir, email),
  ]);
  const mails = waiting + archived + givenUp;
  return { registrations, messages, subscribers, mails, mailFiles };
}
