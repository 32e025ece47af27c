import type { Context } from 'koa';
import mongoose, { type Model } from 'mongoose';
import { currentUser } from '../auth/current-user';
import { bumpContentVersion } from '../cache/content-version';
import { ActivityModel } from '../modules/staff/activity.model';
import { doOnce } from '../shared/claim-once';
import { startSweep } from '../operations/sweep';

// Issue 48: events, webinars and newsletters can be saved as drafts (the contracts' draftFields).
// A draft is in no public answer, page, sitemap, feed or cache, and takes no registration.

/** The stored items a visitor may see: published ones (those stored before drafts were, too). */
export const PUBLISHED_ONLY = { published: mongoose.trusted({ $ne: false }) };

/**
 * Whether a list includes drafts: only for a signed-in admin who asks with `?drafts=include` (the
 * dashboard does; public pages never do). Such an answer is never kept by any cache.
 */
export async function readsDrafts(ctx: Context): Promise<boolean> {
  if (ctx.query.drafts !== 'include') return false;
  ctx.set('Cache-Control', 'no-store');
  return (await currentUser(ctx))?.isAdmin === true;
}

/** A type that can be saved as a draft: where it is stored, and the public page of an item. */
export interface DraftKind {
  // Mongoose's Model carries many type parameters the publisher never uses.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>;
  /** What an item is called in a 404 ("Event not found"). */
  label: string;
  /** The page an item shows on (`/events/<slug>`), for its preview. */
  pageOf(record: Record<string, unknown>): string;
}

/** The types that can be saved as drafts, by their plural, registered by their routes. */
const draftKinds = new Map<string, DraftKind>();

export const registerDrafts = (plural: string, kind: DraftKind) =>
  void draftKinds.set(plural, kind);

export const draftKind = (plural: string) => draftKinds.get(plural);

/**
 * Publishes the drafts whose `publishAt` has come and bumps the content version so every cache
 * shows them. However many API instances sweep at once, each draft is recorded in the activity log
 * once (the claim decides). Answers how many this call recorded.
 */
export async function publishDue(now = new Date()): Promise<number> {
  let published = 0;
  let changed = false;
  for (const [kind, { model }] of draftKinds) {
    const due = await model
      .find(
        { published: false, publishAt: mongoose.trusted({ $lte: now }) },
        { publishAt: 1, title: 1, month: 1, year: 1 },
      )
      .lean<{ _id: unknown; publishAt: Date; title?: string; month?: string; year?: number }[]>();
    for (const draft of due) {
      const id = String(draft._id);
      // Made public first, then claimed for its one activity entry: an instance that stops
      // between the two leaves the draft public all the same.
      const { modifiedCount } = await model.updateOne(
        { _id: draft._id, published: false, publishAt: draft.publishAt },
        { $set: { published: true, publishAt: null } },
      );
      changed ||= modifiedCount > 0;
      // Moved to a later time (or kept a draft) since it was read: not due after all.
      if (modifiedCount === 0 && (await model.exists({ _id: draft._id, published: false })))
        continue;
      const recorded = await doOnce(`publish:${kind}:${id}:${draft.publishAt.toISOString()}`, () =>
        ActivityModel.create({
          kind,
          action: 'published as scheduled',
          subjectId: id,
          subjectTitle: draft.title ?? [draft.month, draft.year].filter(Boolean).join(' '),
        }),
      );
      if (recorded) published += 1;
    }
  }
  if (changed || published > 0) await bumpContentVersion();
  return published;
}

/** How often every instance looks for drafts whose time has come: none waits longer. */
const PUBLISH_SWEEP_MS = 60_000;

/**
 * Publishes the drafts that are due now (their time may have come while no instance ran), then
 * sweeps each minute; `stop` waits for the sweep under way, so none stops between a draft made
 * public and its activity entry.
 * @param onError what a failed sweep is told to
 */
export const startPublishing = (onError: (error: unknown) => void) =>
  startSweep(() => publishDue(), PUBLISH_SWEEP_MS, onError, { now: true });
