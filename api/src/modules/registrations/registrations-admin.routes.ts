import type Router from '@koa/router';
import type * as v from 'valibot';
import { requireAdminNoStore } from '../../auth/current-user';
import { RegistrationListQuerySchema, registrationType, type Registration } from '../../contracts';
import { allOf, containing, notSpam } from '../../db/filters';
import { adminListRoutes, indexOf, type AdminList } from '../../shared/admin-list';
import type { ListIndex } from '../../shared/list-index';
import { toAdminRegistrationDto } from './registrations.dto';
import { RegistrationModel, type RegistrationRecord } from './registrations.model';

type RegistrationQuery = v.InferOutput<typeof RegistrationListQuerySchema>;

/**
 * Who is coming: people's registrations, all or one event's, with `q` in the name or address.
 * Registrations the spam trap caught are left out of the list, its counts and its CSV: they are
 * bots, not attendees (erasing an address removes them too).
 */
export const registrationList: AdminList<RegistrationQuery, RegistrationRecord, Registration> = {
  type: registrationType,
  model: RegistrationModel,
  query: RegistrationListQuerySchema,
  indexed: ['spam', 'eventId', 'name', 'email'],
  filter: ({ eventId, q }) =>
    allOf(
      notSpam(),
      eventId ? { eventId: eventId.toLowerCase() } : {},
      containing(q, ['name', 'email']),
    ),
  toDto: toAdminRegistrationDto,
};

/**
 * How many people registered for each event, by event id (events nobody registered for absent),
 * counted in the list's index; from the database when the index is over its budget.
 */
export async function registrationCounts(
  index: ListIndex<Registration>,
): Promise<Record<string, number>> {
  const rows = await index.select(notSpam());
  if (rows) {
    const counts: Record<string, number> = {};
    for (const { dto } of rows) counts[dto.eventId] = (counts[dto.eventId] ?? 0) + 1;
    return counts;
  }
  const groups = await RegistrationModel.aggregate<{ _id: string; count: number }>([
    { $match: { spam: { $ne: true } } },
    { $group: { _id: '$eventId', count: { $sum: 1 } } },
  ]);
  return Object.fromEntries(groups.map((group) => [group._id, group.count]));
}

/** The registrations list, its CSV and delete, and `GET /api/cms/registrations/counts`. */
export function registrationsAdminRoutes(): Router {
  const index = indexOf(registrationList);
  const router = adminListRoutes(registrationList, index);
  router.get(`${registrationType.adminPath}/counts`, requireAdminNoStore, async (ctx) => {
    ctx.body = { counts: await registrationCounts(index) };
  });
  return router;
}
