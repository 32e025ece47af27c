import type { Newsletter } from '@da-boulder/contracts';
import type { NewsletterRecord } from './newsletters.model';

export function toNewsletterDto(newsletter: NewsletterRecord): Newsletter {
  return {
    id: String(newsletter._id),
    month: newsletter.month,
    year: newsletter.year,
    link: newsletter.link,
    isSpecial: Boolean(newsletter.isSpecial),
    specialDescription: newsletter.specialDescription ?? '',
  };
}
