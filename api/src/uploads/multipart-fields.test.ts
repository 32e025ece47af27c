import type { Context } from 'koa';
import * as v from 'valibot';
import { teacherType } from '@da-boulder/contracts';
import { multipartFieldsOf } from './multipart';

/** A request whose multipart parts were read as `body`. */
const sent = (body: Record<string, string | string[]>) =>
  ({ request: { body } }) as unknown as Context;

describe('multipart fields, read as the contract says', () => {
  it("reads a checkbox, a number and a list as the dashboard's parts send them", () => {
    const read = multipartFieldsOf({
      name: v.string(),
      featured: v.optional(v.boolean()),
      order: v.optional(v.nullable(v.number())),
      tags: v.optional(v.array(v.string())),
    });
    expect(
      read(sent({ name: ' Ana ', featured: 'false', order: '3', tags: 'calm,joy', other: 'x' })),
    ).toEqual({ name: ' Ana ', featured: false, order: 3, tags: ['calm', 'joy'], other: 'x' });
    // Left blank: not sent, so each takes its default. A part sent twice: the last.
    expect(read(sent({ name: '', featured: '', order: '', tags: ['a', ''] }))).toEqual({
      name: '',
      featured: undefined,
      order: undefined,
      tags: undefined,
    });
  });

  it("keeps a teacher's text fields as sent", () => {
    const read = multipartFieldsOf(teacherType.fields);
    expect(read(sent({ name: 'Ana', email: '', websiteUrl: 'https://example.org' }))).toEqual({
      name: 'Ana',
      email: '',
      websiteUrl: 'https://example.org',
    });
  });
});
