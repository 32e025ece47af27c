import type { Context, Middleware } from 'koa';
import mongoose from 'mongoose';
import { ACTIVITY_KINDS, type ActivityKind, type User } from '@da-boulder/contracts';
import { HttpError } from '../../errors/http-error';
import { networkKey } from '../../security/client-network';
import { accountNamed } from '../users/users.service';
import { ActivityModel, SIGNED_IN } from './activity.model';

/** How long the log keeps an entry (issue 47: a year). */
export const ACTIVITY_KEPT_DAYS = 365;

/** The one thing a write acted on, when a route names it (content: its id and label). */
export interface ActivitySubject {
  id: string;
  title: string;
}

/** What a route tells the log of the thing it changed: `ctx.state.activity`. */
export const noteActivitySubject = (ctx: Context, subject: ActivitySubject) => {
  ctx.state.activity = subject;
};

/** The last step of a path that says what was done, when the method alone does not. */
const ACTION_OF_STEP: Partial<Record<string, string>> = {
  cancel: 'cancelled',
  promote: 'promoted',
  release: 'released',
  message: 'messaged',
  retry: 'retried',
  reorder: 'reordered',
  erase: 'erased',
  restore: 'restored',
  publish: 'published',
  'export.csv': 'exported',
};
/**
 * What a request does that the log keeps, and what its refusals record: of the admin the route
 * named for it (`ctx.state.activityAdmin`, set only for a refusal worth keeping), or for a sign-in
 * (`byTypedName`), of the one whose username was typed, if any.
 */
interface Activity {
  kind: ActivityKind;
  action: string;
  refused?: { action: string; statuses: number[]; byTypedName?: true };
}

/** What is done to accounts, by the request that does it. */
const ACCOUNT_ACTIONS: Partial<Record<string, Activity>> = {
  'POST /api/auth/login': {
    kind: 'sign-in',
    action: SIGNED_IN.password,
    refused: { action: 'sign-in failed', statuses: [401], byTypedName: true },
  },
  // Refused only on a counted try (the route names the admin then): device-codes.ts.
  'POST /api/auth/verify-device': {
    kind: 'sign-in',
    action: SIGNED_IN.deviceCode,
    refused: { action: 'device code refused', statuses: [400, 410] },
  },
  'POST /api/auth/sessions/revoke-others': { kind: 'sign-in', action: 'ended other sessions' },
  'POST /api/auth/register': { kind: 'staff', action: 'created' },
  // Refused only on the current password (the route names the admin then), as a sign-in is.
  'POST /api/auth/change-password': {
    kind: 'staff',
    action: 'changed their password',
    refused: { action: 'password change refused', statuses: [400] },
  },
  'PUT /api/auth/email': { kind: 'staff', action: 'gave their address' },
  'POST /api/auth/reset-password': { kind: 'staff', action: 'reset their password' },
  'POST /api/staff/invites': { kind: 'staff', action: 'invited' },
  'POST /api/staff/invites/accept': { kind: 'staff', action: 'accepted an invite' },
};
const ACTION_OF_METHOD: Partial<Record<string, string>> = {
  POST: 'created',
  PUT: 'updated',
  PATCH: 'updated',
  DELETE: 'deleted',
};

/**
 * What a request does that the log keeps: a write to the dashboard's content and people
 * (`/api/cms/<kind>/...`), an export, sign-ins and the ending of other sessions; else null.
 */
function activityOf(method: string, path: string): Activity | null {
  const account = ACCOUNT_ACTIONS[`${method} ${path}`];
  if (account) return account;
  if (method === 'DELETE' && /^\/api\/staff\/[^/]+$/.test(path))
    return { kind: 'staff', action: 'removed' };
  if (method === 'DELETE' && /^\/api\/staff\/invites\/[^/]+$/.test(path))
    return { kind: 'staff', action: 'withdrew an invite' };
  const [, kind, ...rest] = /^\/api\/cms\/([a-z-]+)((?:\/[^/]+)*)$/.exec(path) ?? [];
  if (!kind || !(kind in ACTIVITY_KINDS)) return null;
  const step = rest.join('').split('/').at(-1) ?? '';
  const action =
    ACTION_OF_STEP[step] ?? (kind === 'seed' ? 'restored' : undefined) ?? ACTION_OF_METHOD[method];
  if (method === 'GET' && step !== 'export.csv') return null;
  return action ? { kind: kind as ActivityKind, action } : null;
}

/** The id of what a create answered (`{ registration: { id } }`), and nothing else of it. */
function createdId(body: unknown): string {
  const answered = Object.values(body && typeof body === 'object' ? body : {}) as unknown[];
  const item = answered.find(
    (value): value is { id: string } =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { id?: unknown }).id === 'string',
  );
  return item?.id ?? '';
}

/** Who a failed sign-in named, when an account has that username: never what was typed. */
async function namedAdmin(ctx: Context): Promise<Pick<User, 'id' | 'username'> | null> {
  const { username } = (ctx.request.body ?? {}) as { username?: unknown };
  return typeof username === 'string' ? accountNamed(username) : null;
}

/**
 * Records each admin action that succeeded, each sign-in or password change that failed on its
 * password and each device code refused on a counted try, with when, who, what and from which
 * network. A record that cannot be written is logged, never the action's failure: what was done
 * stays done and answered.
 */
export const recordActivity: Middleware = async (ctx, next) => {
  const activity = activityOf(ctx.method, ctx.path);
  if (!activity) return next();
  const write = async (admin: Pick<User, 'id' | 'username'> | null, action: string) => {
    const subject = (ctx.state.activity as ActivitySubject | undefined) ?? {
      id: (ctx.params as Partial<Record<string, string>> | undefined)?.id ?? createdId(ctx.body),
      title: '',
    };
    await ActivityModel.create({
      adminId: admin?.id ?? '',
      adminName: admin?.username ?? '',
      kind: activity.kind,
      action,
      subjectId: subject.id,
      subjectTitle: subject.title,
      network: networkKey(ctx.ip),
    }).catch((error: unknown) => ctx.log.warn({ err: error }, 'could not record the activity'));
  };
  try {
    await next();
  } catch (error) {
    const { refused } = activity;
    if (refused && error instanceof HttpError && refused.statuses.includes(error.status)) {
      const admin =
        (ctx.state.activityAdmin as User | undefined) ??
        (refused.byTypedName ? await namedAdmin(ctx) : undefined);
      if (admin !== undefined) await write(admin, refused.action);
    }
    throw error;
  }
  if (ctx.status >= 400) return;
  // A sign-in answers the admin it signed in; a code's request names the admin it was sent to.
  const signedIn = activity.kind === 'sign-in' && (ctx.body as { user?: User }).user;
  await write(
    signedIn || ((ctx.state.activityAdmin ?? ctx.state.user) as User | undefined) || null,
    (ctx.state.activityAction as string | undefined) ?? activity.action,
  );
};

/** Deletes the entries older than ACTIVITY_KEPT_DAYS (at start, then daily, beside held mail). */
export async function purgeOldActivity(now = Date.now()): Promise<number> {
  const { deletedCount } = await ActivityModel.deleteMany({
    at: mongoose.trusted({ $lt: new Date(now - ACTIVITY_KEPT_DAYS * 24 * 60 * 60 * 1000) }),
  });
  return deletedCount;
}
