import type * as v from 'valibot';
import type { AdminView, ContentType, FormEntry } from '@da-boulder/contracts';

/** A dashboard tab's view of a content type, its items seen as plain records. */
// The tab reads any type's items by field name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PlainAdminView = AdminView<string, any>;

/** A content type with a dashboard tab. */
export type AdminContentType = ContentType<v.ObjectEntries, v.ObjectEntries> & {
  admin: PlainAdminView;
};

/** One whose dashboard form is built from its definition. */
export type FormContentType = AdminContentType & { admin: { form: readonly FormEntry<string>[] } };
