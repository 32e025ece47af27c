import type { ContactMessage } from '@da-boulder/contracts';
import { messageStatus, type ContactMessageRecord } from './contact.model';

export function toContactMessageDto(message: ContactMessageRecord): ContactMessage {
  return {
    id: String(message._id),
    name: message.name,
    email: message.email,
    interest: message.interest ?? '',
    message: message.message,
    status: messageStatus(message),
    createdAt: message.createdAt.toISOString(),
  };
}
