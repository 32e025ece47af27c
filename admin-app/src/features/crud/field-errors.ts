import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@da-boulder/shared-ui';

/** What a 400 says of each field (the API's `errors`), or nothing for any other failure. */
function refusedFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const { errors } = JSON.parse(error.body) as { errors?: unknown };
    return errors && typeof errors === 'object' ? (errors as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Shows a refusal's messages beside the form's own `fields` it names, focusing the first, as the
 * form's own checks do. False when it named none of them: the caller tells it another way.
 */
export function showRefusedFields<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): boolean {
  const refused = refusedFields(error);
  const named = fields.filter((name) => typeof refused[name] === 'string');
  named.forEach((name, index) =>
    setError(
      name,
      { type: 'server', message: refused[name] as string },
      { shouldFocus: index === 0 },
    ),
  );
  return named.length > 0;
}
