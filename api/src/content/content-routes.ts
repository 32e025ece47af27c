import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { Model, Types } from 'mongoose';
import type * as v from 'valibot';
import { requireAdmin, requireAdminNoStore } from '../auth/current-user';
import { publicRead } from '../cache/public-read-cache';
import {
  capitalised,
  createSchema,
  hasDrafts,
  inputSchema,
  type ContentType,
  type User,
} from '@da-boulder/contracts';
import { byIdOr404 } from '../db/find-or-404';
import { notFound } from '../errors/http-error';
import { datedCollection, newestFirstList } from '../shared/newest-first';
import { PAGE_SIZE_CAP, readPage, type PagedList } from '../shared/paging';
import { parseBody } from '../validation/parse';
import { noteActivitySubject } from '../modules/staff/activity';
import { answerFromContract } from './answer-from-contract';
import { readsDrafts, registerDrafts } from './drafts';
import { visibleTo } from './previews';
import { moveToTrash, registerTrashable, releaseUploads } from './trash';
import { answerVersion, saveRevision, type Revised } from './revisions';
import { EXACT_PATHS } from '../shared/exact-paths';

type Fields<E extends v.ObjectEntries> = v.InferOutput<v.ObjectSchema<E, undefined>>;
type CreateFields<E extends v.ObjectEntries, C extends v.ObjectEntries> = Fields<
  Omit<E, keyof C> & C
>;

// Mongoose's Model carries many type parameters the routes never use.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StoredIn = Model<any>;

/** The addresses of the files a write stored, by field (an event's imageUrl and flyerUrl). */
export type StoredFiles = Partial<Record<string, string>>;

/** Writes that come as multipart forms, files beside the fields (events, teachers). */
export interface FormWrites<R, U extends StoredFiles> {
  /** Parses the form ahead of the write. */
  parser: Middleware;
  /** What the type's schema checks: the form's fields, or the JSON one part carries. */
  fields(ctx: Context): unknown;
  /** Stores the form's files: called once its fields are valid, so a bad form leaves none. */
  store(ctx: Context): Promise<U>;
  /** The files a record uses, released (unless used elsewhere) once it is replaced or deleted. */
  filesOf(record: R): (string | null | undefined)[];
}

/** Where a content type is stored, how a record is answered, and what it does differently. */
export interface ContentStore<
  E extends v.ObjectEntries,
  C extends v.ObjectEntries,
  R,
  T,
  U extends StoredFiles = StoredFiles,
> {
  model: StoredIn;
  /** One record's answer, when it is more than its contract's (it may read an event's teachers). */
  toDto?(record: R): T | Promise<T>;
  /**
   * The list of the records `filter` selects, when the store reads it itself (a page of events with
   * their teachers, at once).
   */
  list?(filter: object): PagedList<T>;
  /**
   * What visitors see of a record when it is less than administrators see, a page at a time;
   * `latestFirst`: the latest added first, where a page holds fewer than the type may have.
   */
  publicView?: { toDto(record: R): unknown; pageSizeCap: number; latestFirst?: true };
  /** The public page an item shows on (`/events/<slug>`): its preview's, for a type with drafts. */
  publicPage?(record: R): string;
  form?: FormWrites<R, U>;
  hooks?: {
    /** The record a create stores (a unique slug, stored names, files); the fields by default. */
    create?(fields: CreateFields<E, C>, files: U): object | Promise<object>;
    /** The fields an update stores, given the stored record; the fields by default. */
    update?(fields: Fields<E>, stored: R, files: U): object | Promise<object>;
    /** What an update changes elsewhere, given the request (an event's registrants told). */
    afterUpdate?(stored: R, updated: R, ctx: Context): Promise<unknown>;
    /**
     * What a delete changes elsewhere (events stop listing a deleted teacher): the ids of what it
     * changed, for `restored` to put back.
     */
    afterDelete?(deleted: R, ctx: Context): Promise<string[]>;
    /** Puts back what `afterDelete` changed, when the item comes back from the trash. */
    restored?(record: R, changed: string[]): Promise<unknown>;
  };
}

type ItemOf<E extends v.ObjectEntries, C extends v.ObjectEntries> = Parameters<
  NonNullable<ContentType<E, C>['admin']>['itemLabel']
>[0];

/** Ascending by `sortOrder`, then oldest first: the 'arranged' order. */
export const ARRANGED_ORDER = { sortOrder: 1, _id: 1 } as const;

/** A type's order, or the latest added first (publicView's `latestFirst`). */
type ListOrder = ContentType<v.ObjectEntries>['order'] | 'latest-first';

function recordsOf<R>(order: ListOrder, model: StoredIn, filter: object): PagedList<R> {
  if (order === 'newest-first')
    return newestFirstList(
      datedCollection<R & { _id: unknown }>(model, filter),
      (record) => record,
    );
  const sort =
    order === 'arranged'
      ? ARRANGED_ORDER
      : { _id: order === 'latest-first' ? (-1 as const) : (1 as const) };
  return {
    count: () => model.countDocuments(filter).exec(),
    read: ({ skip, limit }) =>
      model.find(filter).sort(sort).skip(skip).limit(limit).lean<R[]>().exec(),
  };
}

function listOf<R, T>(
  order: ListOrder,
  model: StoredIn,
  toDto: (record: R) => T | Promise<T>,
  filter: object = {},
): PagedList<T> {
  const records = recordsOf<R>(order, model, filter);
  return {
    count: () => records.count(),
    read: async (range) => Promise.all((await records.read(range)).map(toDto)),
  };
}

/**
 * A content type's list (paged; open to visitors at its public path, admin only at its admin
 * path unless the two are one), and its admin-only read of one item, create (201), update (412
 * when `If-Match` names an older version: revisions.ts) and delete, answered as `{ <noun> }` and
 * `{ message: '<Noun> deleted' }`. Files a failed write stored are released. The type's own
 * routes go on the returned router, or on `router` when they must come first.
 */
export function contentRoutes<
  E extends v.ObjectEntries,
  C extends v.ObjectEntries,
  R,
  T,
  U extends StoredFiles = StoredFiles,
>(
  type: ContentType<E, C>,
  store: ContentStore<E, C, R, T, U>,
  router = new Router(EXACT_PATHS),
): Router {
  const { model, publicView, form, hooks = {} } = store;
  const toDto =
    store.toDto ?? ((record: R) => answerFromContract(type, record as { _id: unknown }) as T);
  const label = capitalised(type.noun);
  const updateBody = inputSchema(type);
  const createBody = createSchema(type);
  const writes = form ? [requireAdmin, form.parser] : [requireAdmin];
  const byId = (ctx: Context, query: (id: Types.ObjectId) => PromiseLike<R | null>) =>
    byIdOr404(ctx.params.id, label, query);

  /** The fields, checked, then the files (none without a form). */
  async function readWrite<S extends v.GenericSchema>(ctx: Context, schema: S) {
    const fields = parseBody(schema, form ? form.fields(ctx) : ctx.request.body);
    // Only form writes carry files.
    const files = form ? await form.store(ctx) : ({} as U);
    return { fields, files };
  }
  const releaseFailed = (files: U) => releaseUploads(Object.values(files));
  /** What the activity log names of a record: its id and its label in the dashboard. */
  const subjectOf = (record: R) => {
    // The contract's answer is the item the dashboard labels (TypeScript cannot follow the generics).
    const item = answerFromContract(type, record as { _id: unknown }) as ItemOf<E, C>;
    const title = type.admin?.itemLabel(item, (text) => text) ?? '';
    return { id: item.id, title };
  };

  const page =
    <V>(list: PagedList<V>, cap: number) =>
    async (ctx: Context) => {
      ctx.body = await readPage(ctx, type.plural, cap, list);
    };
  // Drafts only for an admin who asks for them; everyone else, the published items alone.
  const drafts = hasDrafts(type);
  const adminList = async (ctx: Context) => {
    const filter = drafts && !(await readsDrafts(ctx)) ? visibleTo(ctx) : {};
    const list = store.list?.(filter) ?? listOf(type.order, model, toDto, filter);
    await page(list, PAGE_SIZE_CAP.standard)(ctx);
  };
  if (type.publicPath)
    router.get(
      type.publicPath,
      publicRead,
      publicView
        ? page(
            listOf(publicView.latestFirst ? 'latest-first' : type.order, model, publicView.toDto),
            publicView.pageSizeCap,
          )
        : adminList,
    );
  if (type.publicPath !== type.adminPath) router.get(type.adminPath, requireAdmin, adminList);

  router.post(type.adminPath, ...writes, async (ctx) => {
    const { fields, files } = await readWrite(ctx, createBody);
    try {
      const record = hooks.create ? await hooks.create(fields, files) : fields;
      const stored = (await model.create(record)).toObject();
      noteActivitySubject(ctx, subjectOf(stored));
      const created = await toDto(stored);
      ctx.status = 201;
      ctx.body = { [type.noun]: created };
    } catch (error) {
      await releaseFailed(files);
      throw error;
    }
  });

  router.put(`${type.adminPath}/:id`, ...writes, async (ctx) => {
    const { fields, files } = await readWrite(ctx, updateBody);
    let stored: R;
    let updated: R;
    try {
      stored = await byId(ctx, (objectId) => model.findById(objectId).lean<R>().exec());
      const record = hooks.update ? await hooks.update(fields, stored, files) : fields;
      updated = await byId(ctx, () =>
        saveRevision<R>(ctx, model, stored as Revised, record, type.noun),
      );
    } catch (error) {
      await releaseFailed(files);
      throw error;
    }
    if (form) await releaseUploads(form.filesOf(stored));
    await hooks.afterUpdate?.(stored, updated, ctx);
    noteActivitySubject(ctx, subjectOf(updated));
    answerVersion(ctx, updated as Revised);
    ctx.body = { [type.noun]: await toDto(updated) };
  });

  // One item as administrators see it, drafts too, with its version: what a form reloads after
  // its save was refused (revisions.ts).
  router.get(`${type.adminPath}/:id`, requireAdminNoStore, async (ctx) => {
    const stored = await byId(ctx, (objectId) => model.findById(objectId).lean<R>().exec());
    answerVersion(ctx, stored as Revised);
    ctx.body = { [type.noun]: await toDto(stored) };
  });

  if (drafts) {
    const { publicPage } = store;
    if (!publicPage) throw new Error(`${type.plural} can be drafts: their store needs publicPage`);
    registerDrafts(type.plural, {
      model,
      label,
      pageOf: (record) => publicPage(record as R),
    });
    // A draft made public at once (a plain save publishes too; publishDue, at its time).
    router.post(`${type.adminPath}/:id/publish`, requireAdmin, async (ctx) => {
      const updated = await byId(ctx, (objectId) =>
        model
          .findByIdAndUpdate(
            objectId,
            { $set: { published: true, publishAt: null } },
            { new: true },
          )
          .lean<R>()
          .exec(),
      );
      noteActivitySubject(ctx, subjectOf(updated));
      ctx.body = { [type.noun]: await toDto(updated) };
    });
  }

  // A delete moves the record to the trash, files and all, for an admin to restore (trash.ts).
  registerTrashable(type.plural, {
    model,
    noun: type.noun,
    filesOf: (record) => form?.filesOf(record as R) ?? [],
    restored: hooks.restored && ((record, changed) => hooks.restored!(record as R, changed)),
  });
  router.delete(`${type.adminPath}/:id`, requireAdmin, async (ctx) => {
    const stored = await byId(ctx, (objectId) => model.findById(objectId).lean<R>().exec());
    const subject = subjectOf(stored);
    const trashId = await moveToTrash(type.plural, stored as { _id: unknown }, {
      title: subject.title,
      deletedBy: (ctx.state.user as User).username,
      undo: async () => (await hooks.afterDelete?.(stored, ctx)) ?? [],
    });
    if (!trashId) throw notFound(`${label} not found`);
    noteActivitySubject(ctx, subject);
    ctx.body = { message: `${label} deleted`, trashId };
  });

  return router;
}
