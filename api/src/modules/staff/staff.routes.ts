import Router from '@koa/router';
import { ActivityQuerySchema, type ActivityEntry, type ActivityKind } from '@da-boulder/contracts';
import { requireAdminNoStore } from '../../auth/current-user';
import { PAGE_SIZE_CAP, readPage } from '../../shared/paging';
import { parseQuery } from '../../validation/parse';
import { listStaff } from '../users/users.service';
import { ActivityModel } from './activity.model';

type ActivityRecord = Omit<ActivityEntry, 'id' | 'at' | 'kind'> & {
  _id: unknown;
  at: Date;
  kind: string;
};

const toActivityDto = ({ _id, at, kind, ...entry }: ActivityRecord): ActivityEntry => ({
  id: String(_id),
  at: at.toISOString(),
  ...entry,
  kind: kind as ActivityKind,
});

/**
 * The dashboard's Staff section: GET /api/staff, the admins with their address, last sign-in and
 * open sessions; GET /api/staff/activity, who changed what, newest first, `?admin=` and `?kind=`
 * narrowing it.
 */
export function staffRoutes(): Router {
  const router = new Router();
  router.get('/api/staff', requireAdminNoStore, async (ctx) => {
    ctx.body = { staff: await listStaff() };
  });
  router.get('/api/staff/activity', requireAdminNoStore, async (ctx) => {
    const { admin, kind } = parseQuery(ActivityQuerySchema, ctx.query);
    const filter = { ...(admin ? { adminId: admin } : {}), ...(kind ? { kind } : {}) };
    ctx.body = await readPage(ctx, 'activity', PAGE_SIZE_CAP.standard, {
      count: () => ActivityModel.countDocuments(filter).exec(),
      read: async ({ skip, limit }) =>
        (
          await ActivityModel.find(filter)
            .sort({ at: -1, _id: -1 })
            .skip(skip)
            .limit(limit)
            .lean<ActivityRecord[]>()
        ).map(toActivityDto),
    });
  });
  return router;
}
