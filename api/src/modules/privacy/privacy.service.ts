import mongoose, { type mongo } from 'mongoose';
import type { ErasedCounts } from '@da-boulder/contracts';
import { idsOfMailbox } from '../../db/email-key';
import { GivenUpMailModel, MailArchiveModel, OutboxModel } from '../../mail/outbox.model';
import { removeMailFilesOf } from '../../mail/transport';
import { ContactMessageModel } from '../contact/contact.model';
import { RegistrationModel } from '../registrations/registrations.model';
import { SubscriptionModel } from '../subscriptions/subscriptions.model';

/** A model whose rows name people by address; deleting through it keeps admin lists current. */
interface PeopleRows {
  collection: mongo.Collection;
  deleteMany(filter: { _id: unknown }): PromiseLike<{ deletedCount: number }>;
}

/** Deletes the rows of `model` whose `fields` name `email`'s mailbox; resolves with how many. */
async function deleteRowsOf(
  model: PeopleRows,
  fields: readonly string[],
  email: string,
): Promise<number> {
  const ids = await idsOfMailbox(model.collection, fields, email);
  if (ids.length === 0) return 0;
  return (await model.deleteMany({ _id: mongoose.trusted({ $in: ids }) })).deletedCount;
}

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
