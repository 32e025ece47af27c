import { useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver, type ResolverResult } from 'react-hook-form';
import * as v from 'valibot';
import { capitalised, hasDrafts, itemVersion, type FormField } from '@da-boulder/contracts';
import {
  ApiError,
  apiFetch,
  Checkbox,
  Input,
  Select,
  Textarea,
  toast,
} from '@da-boulder/shared-ui';
import { FormProblem, messageAt, type Values } from '../form-widgets/form-widget';
import { formWidget } from '../form-widgets/form-widgets';
import { sendMultipart } from '../uploads/send-multipart';
import { UploadProgress } from '../uploads/upload-progress';
import type { FormContentType } from './admin-content-type';
import type { ContentFormProps, TabItem } from './crud-tab';
import { FormActions } from './form-actions';
import { FieldRow, FieldStack } from './form-layout';
import {
  bodySchema,
  formFields,
  formRequest,
  initialValues,
  isRequired,
  requestBody,
} from './form-request';
import { MonthYearFields } from './month-year-fields';
import { fieldProps } from './field-props';
import { SavedMeanwhile } from './saved-meanwhile';

type Errors = Record<string, unknown>;

/** Where a problem told in a toast is kept (no value has this name). */
const PROBLEM = '';
/** A message at a value without an input is toasted, under this title. */
const NO_INPUT = 'Error';

/**
 * Checks the body the form would send with the API's own schema, each message at its field (or
 * the part of a widget it is about), and asks for each required field left blank.
 */
function bodyResolver(type: FormContentType, item: Values | undefined, inputs: Values) {
  const resolve: Resolver<Values> = async (values) => {
    const errors: Errors = {};
    const at = (path: string, type: string, message: string) => {
      const [name] = path.split('.');
      if (name in inputs) setError(errors, path, { type, message });
      else errors[path] ??= { type: NO_INPUT, message };
    };
    let body: Values | undefined;
    try {
      body = formRequest(type, values, item).body;
    } catch (error) {
      if (!(error instanceof FormProblem)) throw error;
      // Said in a toast; the fields left blank are still said beside them.
      errors[PROBLEM] = { type: error.title, message: error.message };
    }
    const result = body ? v.safeParse(bodySchema(type, item), body) : undefined;
    for (const issue of result?.issues ?? []) {
      // 'tags.2' (one tag too long) belongs to the Tags field.
      const [name] = (v.getDotPath(issue) ?? '').split('.');
      const field = formFields(type).find((candidate) => candidate.name === name);
      const path = field?.widget ? formWidget(field.widget).issuePath?.(issue, values) : undefined;
      at(path ?? name, issue.type, issue.message);
    }
    for (const field of formFields(type)) {
      const value = values[field.name];
      const empty = value === undefined || value === null || String(value).trim() === '';
      if (isRequired(type, field, !item) && empty)
        at(field.name, 'required', `${field.label} is required`);
    }
    return outcome(values, errors);
  };
  return resolve;
}

const outcome = (values: Values, errors: Errors): ResolverResult<Values> =>
  Object.keys(errors).length === 0
    ? { values, errors: {} }
    : { values: {}, errors: errors as FieldErrors<Values> };

/** Sets a message at a path ('recurrence.endTime'), the first one kept. */
function setError(errors: Errors, path: string, error: { type: string; message: string }) {
  const names = path.split('.');
  let node = errors;
  for (const name of names.slice(0, -1)) node = (node[name] ??= {}) as Errors;
  node[names.at(-1)!] ??= error;
}

/** The create and edit form of a content type, from its definition and its widgets. */
export function ContentForm<T extends TabItem>({
  type,
  item,
  save,
  cancel,
  reload,
}: ContentFormProps<T> & { type: FormContentType }) {
  const stored = item as (T & Values) | undefined;
  const [initial] = useState(() => initialValues(type, stored));
  const [progress, setProgress] = useState<number>();
  // The version of the item the form stands on, sent with each save (If-Match): a save from a form
  // opened before someone else saved the item is refused, not written over theirs. Its own saves
  // move it on.
  const version = useRef(item && itemVersion(item));
  const [savedMeanwhile, setSavedMeanwhile] = useState(false);
  const form = useForm<Values>({
    resolver: bodyResolver(type, stored, initial),
    defaultValues: initial,
  });
  const {
    register,
    watch,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const fieldOf = fieldProps(register, errors);
  // Which button sent the form: "Save as draft" keeps it out of public view; the main one publishes.
  const asDraft = useRef(false);
  const drafts = hasDrafts(type);
  const widgetProps = { form, noun: type.noun, item: stored, initial };
  const path = item ? `${type.adminPath}/${encodeURIComponent(item.id)}` : type.adminPath;

  const onSubmit = async (values: Values) => {
    const { body, parts } = formRequest(type, values, stored);
    if (drafts) {
      body.published = !asDraft.current;
      // Published now, it has no time left to be published at.
      if (body.published) body.publishAt = null;
    }
    asDraft.current = false;
    const sent = requestBody(type, v.parse(bodySchema(type, stored), body), parts);
    const method = item ? 'PUT' : 'POST';
    const headers: Record<string, string> = version.current ? { 'If-Match': version.current } : {};
    const write = (send: () => Promise<unknown>) => () =>
      send().then(
        (answer) => {
          const saved = (answer as Partial<Record<string, { revision?: number }>> | undefined)?.[
            type.noun
          ];
          if (item && saved) version.current = itemVersion(saved);
        },
        (error: unknown) => {
          // Refused: someone saved the item meanwhile. What was typed stays, and the form offers
          // their version.
          if (error instanceof ApiError && error.status === 412) setSavedMeanwhile(true);
          throw error;
        },
      );
    if (!(sent instanceof FormData))
      return save(write(() => apiFetch(path, { method, body: sent, headers })));
    const uploading = Object.values(parts).some((part) => part instanceof Blob);
    setProgress(uploading ? 0 : undefined);
    const onProgress = uploading ? setProgress : undefined;
    await save(write(() => sendMultipart(method, path, sent, onProgress, headers)));
    setProgress(undefined);
  };

  // Messages without an input of their own (an impossible date) are told in toasts. A refused
  // "Save as draft" leaves the next press of the main button to publish.
  const onInvalid = (invalid: FieldErrors<Values>) => {
    asDraft.current = false;
    for (const [name, error] of Object.entries(invalid))
      if (!(name in initial) && error)
        toast({
          title: error.type as string,
          description: error.message as string,
          variant: 'destructive',
        });
  };

  const input = (field: FormField<string>) => {
    if (field.onlyWith && !watch(field.onlyWith)) return null;
    const required = isRequired(type, field, !item);
    if (field.widget) {
      const { Input: Widget } = formWidget(field.widget);
      const error = messageAt(form, field.name);
      return (
        <Widget key={field.name} field={field} required={required} error={error} {...widgetProps} />
      );
    }
    const props = {
      label: field.label,
      description: field.description,
      required,
      ...fieldOf(field.name),
    };
    switch (field.input) {
      case 'checkbox':
        return <Checkbox key={field.name} {...props} />;
      case 'textarea':
        return <Textarea key={field.name} {...props} />;
      case 'select':
        return (
          <Select key={field.name} {...props}>
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        );
      case 'count':
        return (
          <Input key={field.name} type="number" inputMode="numeric" min={1} step={1} {...props} />
        );
      case 'url':
      case 'email':
        return <Input key={field.name} type={field.input} {...props} />;
      default:
        return <Input key={field.name} {...props} />;
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit, onInvalid)} noValidate>
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
          if ('widget' in entry) {
            const { Input: Widget } = formWidget(entry.widget);
            return <Widget key={index} required={false} {...widgetProps} />;
          }
          return <FieldRow key={index}>{entry.map(input)}</FieldRow>;
        })}
        {progress !== undefined && isSubmitting && <UploadProgress percent={progress} />}
        {savedMeanwhile && <SavedMeanwhile noun={type.noun} onReload={reload} />}
      </FieldStack>
      <FormActions
        submitLabel={`${item ? 'Update' : 'Create'} ${capitalised(type.noun)}`}
        pending={isSubmitting}
        onCancel={cancel}
        alternative={
          drafts ? { label: 'Save as draft', onPress: () => (asDraft.current = true) } : undefined
        }
      />
    </form>
  );
}
