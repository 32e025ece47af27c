import type { ComponentType } from 'react';
import { get, type UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';
import type { FormField } from '@da-boulder/contracts';

/** A form's values, or an item's fields, by name. */
export type Values = Record<string, unknown>;

/** What a request carries besides its fields: files and other multipart parts. */
export type Parts = Record<string, string | Blob>;

/** A problem the form tells in a toast rather than at a field (SPEC §5's invalid date). */
export class FormProblem extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
    this.name = 'FormProblem';
  }
}

export interface WidgetProps {
  /** The field it edits; none for a widget of no field. */
  field?: FormField<string>;
  form: UseFormReturn<Values>;
  /** What the content type calls an item: 'event'. */
  noun: string;
  /** The stored item; absent when creating. */
  item?: Values;
  /** The values the form started with. */
  initial: Values;
  /** The message at its field. */
  error?: string;
  /** Marked required. */
  required: boolean;
}

/** The item being written and the request being made for it, as a widget adds to it. */
export interface WidgetRequest {
  /** Its field's name; none for a widget of no field. */
  name?: string;
  values: Values;
  item?: Values;
  /** The fields sent; a widget sets or removes its own. */
  body: Values;
  parts: Parts;
  now: Date;
}

/**
 * A special input of the dashboard's form, named by a content type's form entry (`widget`) and
 * kept in the registry (`form-widgets.ts`): what it shows, what it holds and what it sends.
 */
export interface FormWidget {
  Input: ComponentType<WidgetProps>;
  /** The form values it holds for the item; by default its field's stored value. */
  initial?: (context: { name?: string; item?: Values; now: Date }) => Values;
  /** What it sends while its field is hidden; '' by default. */
  blank?: unknown;
  /** Puts what it holds into the request; may throw a FormProblem. By default the value goes. */
  send?: (request: WidgetRequest) => void;
  /** Where a contract's issue about its field is shown (a part of it); by default its field. */
  issuePath?: (issue: v.BaseIssue<unknown>, values: Values) => string;
}

/** The message shown at one of the form's values ('month', 'recurrence.endTime'). */
export const messageAt = (form: UseFormReturn<Values>, name: string) =>
  (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
