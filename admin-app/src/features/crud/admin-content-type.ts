import type * as v from 'valibot';
import type { AdminView, ContentType } from '@da-boulder/api/contracts';

/** A content type with a dashboard tab, its items seen as plain records. */
export type AdminContentType = ContentType<v.ObjectEntries, v.ObjectEntries> & {
  // The tab reads any type's items by field name.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  admin: AdminView<string, any>;
};
