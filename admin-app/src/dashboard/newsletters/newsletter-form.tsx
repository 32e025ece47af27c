import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  MONTHS,
  NewsletterInputSchema,
  type Newsletter,
  type NewsletterInput,
} from '@da-boulder/api/contracts';
import { apiFetch, Checkbox, Input, Select, Textarea } from '@da-boulder/shared-ui';
import type { ContentFormProps } from '../../features/crud/crud-tab';
import { FormActions } from '../../features/crud/form-actions';
import { FieldRow, FieldStack } from '../../features/crud/form-layout';

export function NewsletterForm({ item, save, cancel }: ContentFormProps<Newsletter>) {
  const {
    register,
    watch,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput>({
    resolver: valibotResolver(NewsletterInputSchema),
    defaultValues: {
      month: item?.month ?? MONTHS[new Date().getMonth()],
      year: item?.year ?? new Date().getFullYear(),
      link: item?.link ?? '',
      isSpecial: item?.isSpecial ?? false,
      specialDescription: item?.specialDescription ?? '',
    },
  });
  const isSpecial = watch('isSpecial');

  const onSubmit = (values: NewsletterInput) =>
    save(() =>
      apiFetch(
        item ? `/api/cms/newsletters/${encodeURIComponent(item.id)}` : '/api/cms/newsletters',
        {
          method: item ? 'PUT' : 'POST',
          body: {
            ...values,
            specialDescription: values.isSpecial ? values.specialDescription : '',
          },
        },
      ),
    );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <FieldStack>
        <FieldRow>
          <Select label="Month" error={errors.month?.message} {...register('month')}>
            {MONTHS.map((month) => (
              <option key={month} value={month}>
                {month}
              </option>
            ))}
          </Select>
          <Input
            label="Year"
            inputMode="numeric"
            error={errors.year?.message}
            {...register('year', { valueAsNumber: true })}
          />
        </FieldRow>
        <Input label="Link" type="url" error={errors.link?.message} {...register('link')} />
        <Checkbox label="Special issue" {...register('isSpecial')} />
        {isSpecial && (
          <Textarea
            label="Special description"
            error={errors.specialDescription?.message}
            {...register('specialDescription')}
          />
        )}
      </FieldStack>
      <FormActions
        submitLabel={item ? 'Update Newsletter' : 'Create Newsletter'}
        pending={isSubmitting}
        onCancel={cancel}
      />
    </form>
  );
}
