import type { Context } from 'koa';
import { LAST_PAGE, PAGE_SIZE } from '@da-boulder/contracts';
import { badRequest } from '../errors/http-error';

/**
 * The most items one list answer holds. Public lists hold what their pages show today (every
 * event, teacher, program, webinar and newsletter of a chapter, which has dozens) within a
 * bounded answer; testimonials, whose quotes may be 5,000 characters, come 20 at a time (100 KB
 * at most).
 */
export const PAGE_SIZE_CAP = { standard: PAGE_SIZE, testimonials: 20 } as const;

const wholeNumber = /^[1-9]\d*$/;

/** `?page=&pageSize=` (1-based; pageSize at most `cap`, and `cap` when left out); 400 otherwise. */
export function pageRequest(ctx: Context, cap: number): { page: number; pageSize: number } {
  const read = (name: 'page' | 'pageSize', fallback: number) => {
    const raw = ctx.query[name];
    if (raw === undefined) return fallback;
    if (typeof raw !== 'string' || !wholeNumber.test(raw) || Number(raw) > LAST_PAGE)
      throw badRequest(`${name} must be a whole number from 1`, {
        [name]: `${name} must be a whole number from 1`,
      });
    return Number(raw);
  };
  const page = read('page', 1);
  const pageSize = read('pageSize', cap);
  if (pageSize > cap)
    throw badRequest(`pageSize must be at most ${cap}`, {
      pageSize: `pageSize must be at most ${cap}`,
    });
  return { page, pageSize };
}

/** Where a page sits in its list, as the store reads it. */
export interface PageRange {
  skip: number;
  limit: number;
}

/** A list the store reads one page at a time: its length, and the items of one range. */
export interface PagedList<T> {
  count(): Promise<number>;
  read(range: PageRange): Promise<T[]>;
}

/**
 * One page of a list, as `{ <name>: items, total, page, pageSize }`: the list's own name keeps
 * the shape clients read (SPEC §7), the rest says where the page sits. Only the page's items are
 * read, so a long list costs what one page costs.
 */
export async function readPage<T>(ctx: Context, name: string, cap: number, list: PagedList<T>) {
  const { page, pageSize } = pageRequest(ctx, cap);
  const [total, items] = await Promise.all([
    list.count(),
    list.read({ skip: (page - 1) * pageSize, limit: pageSize }),
  ]);
  return { [name]: items, total, page, pageSize };
}
