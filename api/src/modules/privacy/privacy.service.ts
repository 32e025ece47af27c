import type { ErasedCounts } from '../../contracts';
import { byEmailKey } from '../../db/email-key';
import { sameAddress } from '../../db/filters';
import { MailArchiveModel, OutboxModel } from '../../mail/outbox.model';
import { ContactMessageModel } from '../contact/contact.model';
import { RegistrationModel } from '../registrations/registrations.model';
import { SubscriptionModel } from '../subscriptions/subscriptions.model';

/**
 * Forgets a person: every registration, contact message and subscription of `email`, however it
 * was typed, spam-trap catches included, and the mail that carried their details: mail to them
 * (confirmations, welcomes) and the chapter's notices with them as Reply-To, waiting or archived.
 * An hour's digest of notices names nobody and stays. A mail being sent at this very moment may
 * still go out.
 */
export async function erasePerson(email: string): Promise<Required<ErasedCounts>> {
  const address = sameAddress(email);
  const mail = { $or: [{ to: address }, { replyTo: address }] };
  const [registrations, messages, subscribers, waiting, archived] = await Promise.all([
    RegistrationModel.deleteMany(byEmailKey(email)),
    ContactMessageModel.deleteMany(byEmailKey(email)),
    // Stored lowercased, so the unique index finds it.
    SubscriptionModel.deleteMany({ email: email.toLowerCase() }),
    OutboxModel.deleteMany(mail),
    MailArchiveModel.deleteMany(mail),
  ]);
  return {
    registrations: registrations.deletedCount,
    messages: messages.deletedCount,
    subscribers: subscribers.deletedCount,
    mails: waiting.deletedCount + archived.deletedCount,
  };
}
