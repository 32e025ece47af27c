import * as v from 'valibot';
import {
  createSchema,
  inputSchema,
  MONTHS,
  splitCommaList,
  type FormEntry,
  type FormField,
  type FormWidgetEntry,
} from '@da-boulder/contracts';
import { formWidget } from '../form-widgets/form-widgets';
import type { Parts, Values } from '../form-widgets/form-widget';
import type { FormContentType } from './admin-content-type';

const isWidgetEntry = (entry: FormEntry<string>): entry is FormWidgetEntry =>
  typeof entry === 'object' && 'widget' in entry && !('name' in entry);

/** Every field of the form, rows and the month and year aside. */
export const formFields = (type: FormContentType): FormField<string>[] =>
  type.admin.form.flatMap((entry) =>
    entry === 'month-year' || isWidgetEntry(entry) ? [] : 'name' in entry ? [entry] : entry,
  );

/** The widgets of no field. */
const widgetEntries = (type: FormContentType) => type.admin.form.filter(isWidgetEntry);

/** What a field sends when it is empty or hidden. */
function blank(field: FormField<string>): unknown {
  if (field.widget) {
    const widget = formWidget(field.widget);
    return 'blank' in widget ? widget.blank : '';
  }
  if (field.input === 'checkbox') return false;
  if (field.input === 'list') return [];
  if (field.input === 'count') return null;
  return '';
}

/**
 * Whether the form asks for the field: when the contract's schema has no way to leave it out, or
 * (`required: 'on-create'`) when creating.
 */
export function isRequired(type: FormContentType, field: FormField<string>, creating: boolean) {
  if (field.required === 'on-create') return creating;
  const schema = type.fields[field.name];
  return schema !== undefined && !v.is(schema, undefined);
}

/**
 * The item's values, or a new item's: the contract's defaults (this month and year for an issue),
 * a select at its first option, the rest blank; a widget says what it holds.
 */
export function initialValues(type: FormContentType, item?: Values, now = new Date()): Values {
  const values: Values = {};
  if (type.admin.form.includes('month-year')) {
    values.month = item?.month ?? MONTHS[now.getMonth()];
    values.year = item?.year ?? now.getFullYear();
  }
  for (const field of formFields(type)) {
    const { name } = field;
    const widget = field.widget ? formWidget(field.widget) : undefined;
    if (widget?.initial) {
      Object.assign(values, widget.initial({ name, item, now }));
      continue;
    }
    const stored = item?.[name] ?? v.getDefault(type.fields[name]);
    if (field.input === 'list') values[name] = (stored as string[] | undefined)?.join(', ') ?? '';
    else if (field.input === 'select') values[name] = stored ?? field.options?.[0]?.value;
    else values[name] = stored ?? blank(field);
  }
  for (const entry of widgetEntries(type))
    Object.assign(values, formWidget(entry.widget).initial?.({ item, now }));
  return values;
}

/**
 * What the form sends: the fields (lists split on commas, a blank count as null, the fields of an
 * unticked checkbox blank unless kept, each widget's own), and the files and other parts beside
 * them.
 */
export function formRequest(
  type: FormContentType,
  values: Values,
  item?: Values,
  now = new Date(),
): { body: Values; parts: Parts } {
  const body: Values = { ...values };
  const parts: Parts = {};
  for (const field of formFields(type)) {
    const { name } = field;
    const value = values[name];
    if (field.onlyWith && !field.keptHidden && !values[field.onlyWith]) body[name] = blank(field);
    else if (field.widget) {
      const widget = formWidget(field.widget);
      widget.send?.({ name, values, item, body, parts, now });
    } else if (field.input === 'list') body[name] = splitCommaList(String(value));
    else if (field.input === 'count')
      body[name] = value == null || String(value).trim() === '' ? null : Number(value);
  }
  for (const entry of widgetEntries(type))
    formWidget(entry.widget).send?.({ values, item, body, parts, now });
  return { body, parts };
}

/** The API's schema for the body: an update's, or a create's. */
export const bodySchema = (type: FormContentType, item?: Values) =>
  (item ? inputSchema(type) : createSchema(type)) as v.GenericSchema<unknown, Values>;

/**
 * The body as sent: JSON, or multipart when the type takes uploads (each field a part, or all
 * of them as JSON in one part), with the parts beside it.
 */
export function requestBody(type: FormContentType, body: Values, parts: Parts): Values | FormData {
  const { multipart } = type.admin;
  if (!multipart) return body;
  const form = new FormData();
  if (multipart === 'parts')
    for (const [name, value] of Object.entries(body)) form.append(name, String(value ?? ''));
  else form.append(multipart.json, JSON.stringify(body));
  for (const [name, part] of Object.entries(parts)) form.append(name, part);
  return form;
}
