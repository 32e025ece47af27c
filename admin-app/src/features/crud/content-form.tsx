import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import * as v from 'valibot';
import {
  capitalised,
  createSchema,
  inputSchema,
  MONTHS,
  splitCommaList,
  type FormField,
} from '@da-boulder/contracts';
import { apiFetch, Checkbox, Input, Textarea } from '@da-boulder/shared-ui';
import type { FormContentType } from './admin-content-type';
import type { ContentFormProps } from './crud-tab';
import { FormActions } from './form-actions';
import { FieldRow, FieldStack } from './form-layout';
import { MonthYearFields } from './month-year-fields';
import { fieldProps } from './field-props';

type Values = Record<string, unknown>;

/** Every field of the form, rows and the month and year aside. */
const formFields = (type: FormContentType) =>
  type.admin.form.flatMap((entry) =>
    entry === 'month-year' ? [] : 'name' in entry ? [entry] : entry,
  );

/** The item's values, or a new item's: this month and year, the rest blank. */
function defaultValues(type: FormContentType, item?: Values): Values {
  const values: Values = {};
  if (type.admin.form.includes('month-year')) {
    values.month = item?.month ?? MONTHS[new Date().getMonth()];
    values.year = item?.year ?? new Date().getFullYear();
  }
  for (const field of formFields(type)) {
    const stored = item?.[field.name];
    if (field.input === 'list')
      values[field.name] = (stored as string[] | undefined)?.join(', ') ?? '';
    else values[field.name] = stored ?? (field.input === 'checkbox' ? false : '');
  }
  return values;
}

/** What the form sends: lists split on commas, fields of an unticked checkbox blank. */
function requestBody(type: FormContentType, values: Values): Values {
  const body = { ...values };
  for (const field of formFields(type)) {
    if (field.input === 'list') body[field.name] = splitCommaList(String(values[field.name]));
    if (field.onlyWith && !values[field.onlyWith]) body[field.name] = '';
  }
  return body;
}

/** Checks the body the form would send with the API's own schema, each message at its field. */
function bodyResolver(schema: v.GenericSchema<unknown, Values>, type: FormContentType) {
  const resolve: Resolver<Values> = async (values) => {
    const result = v.safeParse(schema, requestBody(type, values));
    if (result.success) return { values: result.output, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.issues) {
      // 'tags.2' (one tag too long) belongs to the Tags field.
      const name = (v.getDotPath(issue) ?? '').split('.')[0];
      errors[name] ??= { type: issue.type, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
  return resolve;
}

/** The create and edit form of a content type, from its definition. */
export function ContentForm<T extends { id: string }>({
  type,
  item,
  save,
  cancel,
}: ContentFormProps<T> & { type: FormContentType }) {
  const stored = item as (T & Values) | undefined;
  const {
    register,
    watch,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: bodyResolver(item ? inputSchema(type) : createSchema(type), type),
    defaultValues: defaultValues(type, stored),
  });
  const fieldOf = fieldProps(register, errors);

  const onSubmit = (body: Values) =>
    save(() =>
      apiFetch(item ? `${type.adminPath}/${encodeURIComponent(item.id)}` : type.adminPath, {
        method: item ? 'PUT' : 'POST',
        body,
      }),
    );

  const input = (field: FormField<string>) => {
    if (field.onlyWith && !watch(field.onlyWith)) return null;
    if (field.input === 'checkbox')
      return <Checkbox key={field.name} label={field.label} {...register(field.name)} />;
    const props = {
      label: field.label,
      description: field.description,
      required: field.required,
      ...fieldOf(field.name),
    };
    if (field.input === 'textarea') return <Textarea key={field.name} {...props} />;
    return <Input key={field.name} type={field.input === 'url' ? 'url' : undefined} {...props} />;
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <FieldStack>
        {type.admin.form.map((entry, index) => {
          if (entry === 'month-year')
            return (
              <MonthYearFields
                key={index}
                month={register('month')}
                year={register('year', { valueAsNumber: true })}
                monthError={errors.month?.message as string | undefined}
                yearError={errors.year?.message as string | undefined}
              />
            );
          if ('name' in entry) return input(entry);
          return <FieldRow key={index}>{entry.map(input)}</FieldRow>;
        })}
      </FieldStack>
      <FormActions
        submitLabel={`${item ? 'Update' : 'Create'} ${capitalised(type.noun)}`}
        pending={isSubmitting}
        onCancel={cancel}
      />
    </form>
  );
}
