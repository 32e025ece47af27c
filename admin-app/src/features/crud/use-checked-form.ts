import { useForm, type DefaultValues } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';

/**
 * A form checked by its contract's schema, with the contract's messages: first on submit, then as
 * each field changes (SPEC §9's forms).
 */
export function useCheckedForm<S extends v.GenericSchema<Record<string, unknown>>>(
  schema: S,
  defaultValues: DefaultValues<v.InferInput<S>>,
) {
  return useForm<v.InferInput<S>>({
    resolver: valibotResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
