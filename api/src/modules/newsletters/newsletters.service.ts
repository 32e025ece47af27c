import * as v from 'valibot';
import type { Newsletter, NewsletterInputSchema } from '../../contracts';
import { byIdOr404 } from '../../db/find-or-404';
import { datedCollection, newestFirstList } from '../../shared/newest-first';
import { toNewsletterDto } from './newsletters.dto';
import { NewsletterModel, type NewsletterRecord } from './newsletters.model';

type NewsletterFields = v.InferOutput<typeof NewsletterInputSchema>;

export const newsletterList = newestFirstList(
  datedCollection<NewsletterRecord>(NewsletterModel),
  toNewsletterDto,
);

export async function createNewsletter(fields: NewsletterFields): Promise<Newsletter> {
  return toNewsletterDto((await NewsletterModel.create(fields)).toObject());
}

export async function updateNewsletter(id: string, fields: NewsletterFields): Promise<Newsletter> {
  return toNewsletterDto(
    await byIdOr404(id, 'Newsletter', (objectId) =>
      NewsletterModel.findByIdAndUpdate(objectId, fields, { new: true }).lean(),
    ),
  );
}

export async function deleteNewsletter(id: string): Promise<void> {
  await byIdOr404(id, 'Newsletter', (objectId) =>
    NewsletterModel.findByIdAndDelete(objectId).lean(),
  );
}
