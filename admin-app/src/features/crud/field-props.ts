import {
  get,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormRegister,
} from 'react-hook-form';

/**
 * A form's field as the kit's inputs take it: its registration and its error message, so a form
 * writes `{...field('title')}` and no field can forget to show its error.
 */
export function fieldProps<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
) {
  return (name: FieldPath<T>) => ({
    error: (get(errors, name) as { message?: string } | undefined)?.message,
    ...register(name),
  });
}
