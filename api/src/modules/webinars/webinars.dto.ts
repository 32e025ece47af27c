import { webinarType, type Webinar } from '@da-boulder/contracts';
import { answerFromContract } from '../../content/answer-from-contract';
import type { WebinarRecord } from './webinars.model';

export const toWebinarDto = (webinar: WebinarRecord): Webinar =>
  answerFromContract(webinarType, webinar, { slug: webinar.slug });
