import Router from '@koa/router';
import type { Context } from 'koa';
import type { Model } from 'mongoose';
import type * as v from 'valibot';
import { requireAdmin } from '../auth/current-user';
import { capitalised, createSchema, inputSchema, type ContentType } from '../contracts';
import { byIdOr404 } from '../db/find-or-404';
import { datedCollection, newestFirstList } from '../shared/newest-first';
import { PAGE_SIZE_CAP, readPage, type PagedList } from '../shared/paging';
import { parseBody } from '../validation/parse';

type Fields<E extends v.ObjectEntries> = v.InferOutput<v.ObjectSchema<E, undefined>>;
type CreateFields<E extends v.ObjectEntries, C extends v.ObjectEntries> = Fields<
  Omit<E, keyof C> & C
>;

// Mongoose's Model carries many type parameters the routes never use.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StoredIn = Model<any>;

/** Where a content type is stored, how a record is answered, and what it does differently. */
export interface ContentStore<E extends v.ObjectEntries, C extends v.ObjectEntries, R, T> {
  model: StoredIn;
  toDto(record: R): T;
  /** What visitors see of a record when it is less than administrators see, a page at a time. */
  publicView?: { toDto(record: R): unknown; pageSizeCap: number };
  hooks?: {
    /** The record a create stores (a unique slug, stored field names); the fields by default. */
    create?(fields: CreateFields<E, C>): Promise<object>;
    /** The fields an update stores; the fields by default. */
    update?(fields: Fields<E>): object;
  };
}

function listOf<R, T>(
  order: ContentType<v.ObjectEntries>['order'],
  model: StoredIn,
  toDto: (record: R) => T,
): PagedList<T> {
  if (order === 'newest-first')
    return newestFirstList(datedCollection<R & { _id: unknown }>(model), toDto);
  return {
    count: () => model.countDocuments().exec(),
    read: async ({ skip, limit }) =>
      (await model.find().sort({ _id: 1 }).skip(skip).limit(limit).lean<R[]>().exec()).map(toDto),
  };
}

/**
 * A content type's list (paged; open to visitors at its public path, admin only at its admin
 * path unless the two are one), and its admin-only create (201), update and delete, answered as
 * `{ <noun> }` and `{ message: '<Noun> deleted' }`. The returned router takes a type's own
 * routes too.
 */
export function contentRoutes<E extends v.ObjectEntries, C extends v.ObjectEntries, R, T>(
  type: ContentType<E, C>,
  store: ContentStore<E, C, R, T>,
): Router {
  const { model, toDto, publicView, hooks = {} } = store;
  const label = capitalised(type.noun);
  const updateBody = inputSchema(type);
  const createBody = createSchema(type);
  const router = new Router();

  const page =
    <U>(list: PagedList<U>, cap: number) =>
    async (ctx: Context) => {
      ctx.body = await readPage(ctx, type.plural, cap, list);
    };
  const adminList = page(listOf(type.order, model, toDto), PAGE_SIZE_CAP.standard);
  if (type.publicPath)
    router.get(
      type.publicPath,
      publicView
        ? page(listOf(type.order, model, publicView.toDto), publicView.pageSizeCap)
        : adminList,
    );
  if (type.publicPath !== type.adminPath) router.get(type.adminPath, requireAdmin, adminList);

  router.post(type.adminPath, requireAdmin, async (ctx) => {
    const fields = parseBody(createBody, ctx.request.body);
    const record = hooks.create ? await hooks.create(fields) : fields;
    ctx.status = 201;
    ctx.body = { [type.noun]: toDto((await model.create(record)).toObject()) };
  });

  router.put(`${type.adminPath}/:id`, requireAdmin, async (ctx) => {
    const fields = parseBody(updateBody, ctx.request.body);
    const record = hooks.update ? hooks.update(fields) : fields;
    ctx.body = {
      [type.noun]: toDto(
        await byIdOr404(ctx.params.id, label, (objectId) =>
          model.findByIdAndUpdate(objectId, record, { new: true }).lean<R>().exec(),
        ),
      ),
    };
  });

  router.delete(`${type.adminPath}/:id`, requireAdmin, async (ctx) => {
    await byIdOr404(ctx.params.id, label, (objectId) =>
      model.findByIdAndDelete(objectId).lean().exec(),
    );
    ctx.body = { message: `${label} deleted` };
  });

  return router;
}
