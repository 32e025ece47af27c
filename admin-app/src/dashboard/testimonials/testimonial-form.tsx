import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  TestimonialInputSchema,
  type AdminTestimonial,
  type TestimonialInput,
} from '@da-boulder/api/contracts';
import { apiFetch, Input, Textarea } from '@da-boulder/shared-ui';
import type { ContentFormProps } from '../../features/crud/crud-tab';
import { FormActions } from '../../features/crud/form-actions';
import { FieldRow, FieldStack } from '../../features/crud/form-layout';

export function TestimonialForm({ item, save, cancel }: ContentFormProps<AdminTestimonial>) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TestimonialInput>({
    resolver: valibotResolver(TestimonialInputSchema),
    defaultValues: {
      quote: item?.quote ?? '',
      name: item?.name ?? '',
      reviewCount: item?.reviewCount ?? '',
      date: item?.date ?? '',
    },
  });

  const onSubmit = (values: TestimonialInput) =>
    save(() =>
      apiFetch(
        item ? `/api/cms/testimonials/${encodeURIComponent(item.id)}` : '/api/cms/testimonials',
        { method: item ? 'PUT' : 'POST', body: values },
      ),
    );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <FieldStack>
        <Textarea label="Quote" required error={errors.quote?.message} {...register('quote')} />
        <Input label="Name" error={errors.name?.message} {...register('name')} />
        <FieldRow>
          <Input
            label="Review count"
            description="For example 12 reviews"
            error={errors.reviewCount?.message}
            {...register('reviewCount')}
          />
          <Input
            label="Date"
            description="Free text, such as a week ago"
            error={errors.date?.message}
            {...register('date')}
          />
        </FieldRow>
      </FieldStack>
      <FormActions
        submitLabel={item ? 'Update Testimonial' : 'Create Testimonial'}
        pending={isSubmitting}
        onCancel={cancel}
      />
    </form>
  );
}
