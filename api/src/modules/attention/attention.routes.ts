import Router from '@koa/router';
import {
  ATTENTION_LISTS,
  ATTENTION_PATH,
  eventDayText,
  messageType,
  NEARLY_FULL_SHARE,
  registrationType,
  subscriberType,
  type Attention,
  type AttentionCount,
  type EventPlaces,
} from '@da-boulder/contracts';
import { requireAdminNoStore } from '../../auth/current-user';
import { failedMailCount } from '../../mail/mail-overview';
import { select, type AdminList } from '../../shared/admin-list';
import type { ListRow } from '../../shared/list-cache';
import { parseQuery } from '../../validation/parse';
import { messageList } from '../contact/contact-admin.routes';
import { eventListWhen } from '../events/events.service';
import { registrationCounts, registrationList } from '../registrations/registration-list';
import { subscriberList } from '../subscriptions/subscriptions-admin.routes';
import { EXACT_PATHS } from '../../shared/exact-paths';

/** How many rows `list` holds under the filter `query`, as its own route reads the query. */
async function countIn<Q extends { q: string }, R, T extends ListRow>(
  list: AdminList<Q, R, T>,
  query: string,
): Promise<number> {
  const filter = parseQuery(list.query, Object.fromEntries(new URLSearchParams(query)));
  return (await select(list, filter)).rows.length;
}

/** Each people tab's count: what its list holds under the filter its link opens. */
const COUNT_IN_TAB: Record<string, (query: string) => Promise<number>> = {
  [registrationType.plural]: (query) => countIn(registrationList, query),
  [messageType.plural]: (query) => countIn(messageList, query),
  [subscriberType.plural]: (query) => countIn(subscriberList, query),
};

/** The upcoming events that take registrations, in the arranged order, with their places. */
async function upcomingPlaces(): Promise<EventPlaces[]> {
  const upcoming = eventListWhen('upcoming');
  const [events, { counts, waitlisted }] = await Promise.all([
    upcoming.read({ skip: 0, limit: await upcoming.count() }),
    registrationCounts(),
  ]);
  return events
    .filter(
      (event) =>
        event.registrationNeeded !== false && (event.status ?? 'scheduled') === 'scheduled',
    )
    .map((event) => {
      const confirmed = counts[event.id] ?? 0;
      const capacity = event.capacity ?? null;
      return {
        id: event.id,
        title: event.title,
        date: eventDayText(event),
        confirmed,
        capacity,
        waitlisted: waitlisted[event.id] ?? 0,
        nearlyFull: capacity !== null && confirmed >= capacity * NEARLY_FULL_SHARE,
      };
    });
}

/**
 * `GET /api/cms/attention`: what needs an admin first, in one call. The people counts come from
 * the lists' caches (their filters run over rows already read), the rest from two small reads.
 */
export function attentionRoutes(): Router {
  const router = new Router(EXACT_PATHS);
  router.get(ATTENTION_PATH, requireAdminNoStore, async (ctx) => {
    const names = Object.keys(ATTENTION_LISTS) as AttentionCount[];
    const [counts, failedMails, upcomingEvents] = await Promise.all([
      Promise.all(
        names.map((name) => COUNT_IN_TAB[ATTENTION_LISTS[name].tab](ATTENTION_LISTS[name].query)),
      ),
      failedMailCount(),
      upcomingPlaces(),
    ]);
    ctx.body = {
      counts: Object.fromEntries(names.map((name, index) => [name, counts[index]])),
      failedMails,
      upcomingEvents,
    } as Attention;
  });
  return router;
}
