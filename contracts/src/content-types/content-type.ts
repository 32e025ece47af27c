import * as v from 'valibot';

type NoEntries = Record<never, never>;

/** Fields the store keeps under another name than the API's (SPEC §3's `video_url`). */
export type StoredNames<E extends v.ObjectEntries> = { readonly [K in keyof E]?: string };

/** What administrators see of one item: the stored fields and the id. */
type Item<E extends v.ObjectEntries, C extends v.ObjectEntries> = Entity<
  v.ObjectSchema<Omit<E, keyof C> & C, undefined>
>;

/** One input of the dashboard's form: a text line unless `input` or `widget` says otherwise. */
export interface FormField<K extends string> {
  name: K;
  label: string;
  /**
   * 'list': comma-separated text, sent as a list. 'select': one of `options`, the first to start
   * with. 'count': a whole number of things from 1, sent as null when left blank.
   */
  input?: 'text' | 'url' | 'email' | 'textarea' | 'checkbox' | 'list' | 'select' | 'count';
  options?: readonly { value: string; label: string }[];
  /**
   * The dashboard's input of this name edits the field instead (an upload, a picker, an event's
   * date): admin-app's registry of form widgets (`features/form-widgets/`) holds it.
   */
  widget?: string;
  description?: string;
  /**
   * Marked and asked for ("{label} is required") when its schema cannot leave it out; 'on-create':
   * also when it can, but only when creating.
   */
  required?: 'on-create';
  /** Shown only while this checkbox is ticked, and sent blank otherwise. */
  onlyWith?: K;
  /** With `onlyWith`: sent as it stands while hidden, not blank (kept for when it is ticked). */
  keptHidden?: boolean;
}

/** A widget of the dashboard's form that edits no field of its own (an event's notice). */
export interface FormWidgetEntry {
  widget: string;
}

/**
 * A field, fields side by side, a month and year (of an issue) side by side, or a widget of no
 * field.
 */
export type FormEntry<K extends string> =
  FormField<K> | readonly FormField<K>[] | 'month-year' | FormWidgetEntry;

/** One column of the dashboard's table. */
export interface ContentColumn<T> {
  header: string;
  /** The cell's text, or its badges (a list). */
  value(item: T): string | readonly string[];
  /** The text is an address, shown as a link to it. */
  link?: boolean;
  /** Cut to this many characters (SPEC §9). */
  max?: number;
  /** Its header switches between newest and oldest first. */
  sortable?: boolean;
  /** The text is an image's address, shown as the image (`missing` when there is none). */
  image?: { alt(item: T): string; missing: string };
}

/** The dashboard's tab of a content type. */
export interface AdminView<K extends string, T> {
  /** The create and edit form; left out where the dashboard has none. */
  form?: readonly FormEntry<K>[];
  /**
   * A form with uploads goes as multipart: each field a part of its own ('parts'), or all of them
   * as JSON in the part named `json` (events' `eventData`); the files are parts beside them.
   */
  multipart?: 'parts' | { json: string };
  columns: readonly ContentColumn<T>[];
  /** What a row is called in its buttons' names ("Edit {label}"); `cut` shortens a text. */
  itemLabel(item: T, cut: (text: string, max: number) => string): string;
  /** The empty list's title; "No <plural> found" when left out. */
  emptyTitle?: string;
}

/**
 * One kind of content administrators manage, defined once (as Payload defines a collection): the
 * API's routes, answers and body schemas and the dashboard's table and form derive from it.
 */
export interface ContentType<
  E extends v.ObjectEntries,
  C extends v.ObjectEntries = NoEntries,
  S extends StoredNames<E> = NoEntries,
> {
  /** 'newsletter': the key of one item in answers (`{ newsletter }`) and of its messages. */
  noun: string;
  /** 'newsletters': the key of a list in answers (`{ newsletters, total, page, pageSize }`). */
  plural: string;
  /** Where administrators list and write. */
  adminPath: string;
  /** Where visitors list; the admin path itself when that list is open to all. */
  publicPath?: string;
  /**
   * Newest issue first (by year, then month), in the order items were created, or as
   * administrators arranged them (by `sortOrder`, then in the order they were created).
   */
  order: 'newest-first' | 'created' | 'arranged';
  /** Each field's rule, with the messages forms and the API show: an update's body. */
  fields: E;
  /** What a create takes besides or instead of `fields` (a webinar's slug). */
  createFields?: C;
  /**
   * Fields stored under another name (`{ videoUrl: 'video_url' }`); answers carry the field under
   * both names, the stored one right after the API's.
   */
  storedAs?: S;
  /** Stored and written, never in an answer (an event's meeting link, for its registrants). */
  privateFields?: readonly (keyof E & string)[];
  /** Its dashboard tab, when it has one. */
  admin?: AdminView<Extract<keyof E, string>, Item<E, C>>;
}

type AdminViewOf<E extends v.ObjectEntries, C extends v.ObjectEntries> = AdminView<
  Extract<keyof E, string>,
  Item<E, C>
>;

/** A content type with its dashboard tab. */
export type AdminContentTypeOf<
  E extends v.ObjectEntries,
  C extends v.ObjectEntries,
  S extends StoredNames<E> = NoEntries,
> = ContentType<E, C, S> & { admin: AdminViewOf<E, C> };

/** A content type whose dashboard form is built from its definition. */
export type FormContentTypeOf<
  E extends v.ObjectEntries,
  C extends v.ObjectEntries,
  S extends StoredNames<E> = NoEntries,
> = ContentType<E, C, S> & {
  admin: AdminViewOf<E, C> & Required<Pick<AdminViewOf<E, C>, 'form'>>;
};

export function defineContentType<
  E extends v.ObjectEntries,
  C extends v.ObjectEntries = NoEntries,
  const S extends StoredNames<E> = NoEntries,
>(type: FormContentTypeOf<E, C, S>): FormContentTypeOf<E, C, S>;
export function defineContentType<
  E extends v.ObjectEntries,
  C extends v.ObjectEntries = NoEntries,
  const S extends StoredNames<E> = NoEntries,
>(type: AdminContentTypeOf<E, C, S>): AdminContentTypeOf<E, C, S>;
export function defineContentType<
  E extends v.ObjectEntries,
  C extends v.ObjectEntries = NoEntries,
  const S extends StoredNames<E> = NoEntries,
>(type: ContentType<E, C, S>): ContentType<E, C, S>;
export function defineContentType(type: ContentType<v.ObjectEntries, v.ObjectEntries>) {
  return type;
}

/** "newsletter" as a title or the start of a sentence: "Newsletter". */
export const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/** The body of an update. */
export const inputSchema = <E extends v.ObjectEntries, C extends v.ObjectEntries>(
  type: ContentType<E, C>,
) => v.object(type.fields);

/** The body of a create. */
export const createSchema = <E extends v.ObjectEntries, C extends v.ObjectEntries>(
  type: ContentType<E, C>,
) => v.object({ ...(type.fields as Omit<E, keyof C>), ...(type.createFields as C) });

/**
 * What the API answers with: the stored fields and the id, and how many times the item's content
 * was saved since it was created (absent before its first save, and in the built-in items).
 */
export type Entity<S extends v.GenericSchema> = {
  id: string;
  revision?: number;
} & v.InferOutput<S>;

/**
 * The version of an item's content a form opened (an ETag): sent back in `If-Match`, it makes a
 * save from a form opened on an older version fail (412) instead of overwriting the newer one.
 */
export const itemVersion = (item: { revision?: number }) => `"${item.revision ?? 0}"`;

/** What a save from a form opened on an older version of the item is told. */
export const savedMeanwhile = (noun: string) =>
  `Someone else saved this ${noun} meanwhile. Reload it to see their changes; what you typed is kept here.`;

/** The stored names a type's answers carry beside its fields (`video_url` beside `videoUrl`). */
export type StoredTwins<T extends ContentType<v.ObjectEntries, v.ObjectEntries>> =
  T extends ContentType<infer E, v.ObjectEntries, infer S>
    ? { [K in keyof S as S[K] & string]: v.InferOutput<E[K & keyof E]> }
    : never;
