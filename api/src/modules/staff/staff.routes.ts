import Router from '@koa/router';
import {
  AcceptInviteSchema,
  ActivityQuerySchema,
  ADDRESS_TAKEN,
  InviteSchema,
  type ActivityEntry,
  type ActivityKind,
  type PendingInvite,
  type User,
} from '@da-boulder/contracts';
import { requireAdminNoStore } from '../../auth/current-user';
import { PAGE_SIZE_CAP, readPage } from '../../shared/paging';
import { parseQuery } from '../../validation/parse';
import { endSessions } from '../../auth/session';
import {
  endStaffTokens,
  giveBackStaffToken,
  issueStaffToken,
  openInvites,
  useStaffToken,
  withdrawInvite,
} from '../../auth/staff-tokens';
import type { ApiConfig } from '../../config/env';
import { conflict, notFound } from '../../errors/http-error';
import { inviteMail } from '../../mail/messages';
import { enqueueMail } from '../../mail/outbox';
import { parseBody } from '../../validation/parse';
import {
  addressTaken,
  createUser,
  listStaff,
  removeAdmin,
  usernamesById,
} from '../users/users.service';
import { noteActivitySubject } from './activity';
import { tellStaff } from './staff-changes';
import { ActivityModel } from './activity.model';
import { EXACT_PATHS } from '../../shared/exact-paths';

/** How long an invite's link works (issue 47: 48 hours). */
const INVITE_LINK_MS = 48 * 60 * 60 * 1000;

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
 * open sessions; invites (POST /api/staff/invites, and its link's POST .../accept) and removals
 * (DELETE /api/staff/:id), each told to every admin; GET /api/staff/activity, who changed what,
 * newest first, `?admin=` and `?kind=` narrowing it.
 */
export function staffRoutes({ siteUrl }: Pick<ApiConfig, 'siteUrl'>): Router {
  const router = new Router(EXACT_PATHS);

  // An invite: a single-use link, mailed to the address, that makes an admin of whoever opens it.
  router.post('/api/staff/invites', requireAdminNoStore, async (ctx) => {
    const { email } = parseBody(InviteSchema, ctx.request.body);
    const inviter = ctx.state.user as User;
    if (await addressTaken(email)) throw conflict(ADDRESS_TAKEN);
    const token = await issueStaffToken('invite', { email, userId: inviter.id }, INVITE_LINK_MS);
    await enqueueMail(
      inviteMail(email, {
        invitedBy: inviter.username,
        link: `${siteUrl}/admin/accept-invite?token=${token}`,
      }),
    );
    noteActivitySubject(ctx, { id: '', title: email });
    ctx.status = 201;
    ctx.body = { message: `Invite sent to ${email}` };
  });

  // The invitee's username and password: an account that cannot be made (its name taken, even
  // by another invitee at the same moment) leaves the link unspent.
  router.post('/api/staff/invites/accept', async (ctx) => {
    const { token, username, password } = parseBody(AcceptInviteSchema, ctx.request.body);
    const link = await useStaffToken('invite', token);
    const user = await createUser({ username, password, isAdmin: true, email: link.email }).catch(
      async (error: unknown) => {
        await giveBackStaffToken(link);
        throw error;
      },
    );
    await tellStaff(user, 'added');
    ctx.state.activityAdmin = user;
    ctx.status = 201;
    ctx.body = { user, message: 'Welcome! Please log in with your new username and password.' };
  });

  // The invites still open, with who sent them; one withdrawn stops working at once.
  router.get('/api/staff/invites', requireAdminNoStore, async (ctx) => {
    const invites = await openInvites();
    const inviters = await usernamesById(invites.map(({ userId }) => userId));
    ctx.body = {
      invites: invites.map(({ _id, email, userId, expiresAt }): PendingInvite => ({
        id: String(_id),
        email,
        invitedBy: inviters.get(userId) ?? '',
        expiresAt: expiresAt.toISOString(),
      })),
    };
  });
  router.delete('/api/staff/invites/:id', requireAdminNoStore, async (ctx) => {
    const invite = await withdrawInvite(ctx.params.id);
    if (!invite) throw notFound('No open invite by that id');
    noteActivitySubject(ctx, { id: '', title: invite.email });
    ctx.body = { message: `Invite to ${invite.email} withdrawn` };
  });

  // An admin removed: their sessions and the invites they sent end at once; never the last one.
  router.delete('/api/staff/:id', requireAdminNoStore, async (ctx) => {
    const removed = await removeAdmin(ctx.params.id);
    await endSessions(removed.id);
    await endStaffTokens('invite', removed.id);
    await tellStaff(removed, 'removed');
    noteActivitySubject(ctx, { id: removed.id, title: removed.username });
    ctx.body = { message: 'Admin removed' };
  });

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
