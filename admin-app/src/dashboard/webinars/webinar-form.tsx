import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import {
  MONTHS,
  WebinarCreateSchema,
  WebinarUpdateSchema,
  type Webinar,
} from '@da-boulder/api/contracts';
import { apiFetch, Input, Select, Textarea, toast } from '@da-boulder/shared-ui';
import type { ContentFormProps } from '../../features/crud/crud-tab';
import { FormActions } from '../../features/crud/form-actions';
import { FieldRow, FieldStack } from '../../features/crud/form-layout';
import { buildWebinarCreate, buildWebinarUpdate, type WebinarFormValues } from './webinar-payload';

export function WebinarForm({ item, save, cancel }: ContentFormProps<Webinar>) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WebinarFormValues>({
    defaultValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      presenter: item?.presenter ?? '',
      videoUrl: item?.videoUrl ?? '',
      thumbnailUrl: item?.thumbnailUrl ?? '',
      tags: item?.tags.join(', ') ?? '',
      year: item?.year ?? new Date().getFullYear(),
      month: item?.month ?? MONTHS[new Date().getMonth()],
    },
  });

  const onSubmit = async (values: WebinarFormValues) => {
    const body = item ? buildWebinarUpdate(values) : buildWebinarCreate(values);
    const checked = v.safeParse(item ? WebinarUpdateSchema : WebinarCreateSchema, body);
    if (!checked.success) {
      for (const issue of checked.issues) {
        // 'tags.2' (one tag too long) belongs to the Tags field.
        const path = (v.getDotPath(issue) ?? '').split('.')[0];
        if (path in values) setError(path as keyof WebinarFormValues, { message: issue.message });
        else toast({ title: 'Error', description: issue.message, variant: 'destructive' });
      }
      return;
    }
    await save(() =>
      apiFetch(item ? `/api/cms/webinars/${encodeURIComponent(item.id)}` : '/api/cms/webinars', {
        method: item ? 'PUT' : 'POST',
        body,
      }),
    );
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <FieldStack>
        <Input label="Title" required error={errors.title?.message} {...register('title')} />
        <Input label="Presenter" error={errors.presenter?.message} {...register('presenter')} />
        <Textarea
          label="Description"
          error={errors.description?.message}
          {...register('description')}
        />
        <Input
          label="Video URL"
          type="url"
          description="A YouTube link"
          error={errors.videoUrl?.message}
          {...register('videoUrl')}
        />
        <Input
          label="Thumbnail URL"
          type="url"
          description="Optional; the video's own thumbnail is used when empty"
          error={errors.thumbnailUrl?.message}
          {...register('thumbnailUrl')}
        />
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
        <Input
          label="Tags"
          description="Separate tags with commas"
          error={errors.tags?.message}
          {...register('tags')}
        />
      </FieldStack>
      <FormActions
        submitLabel={item ? 'Update Webinar' : 'Create Webinar'}
        pending={isSubmitting}
        onCancel={cancel}
      />
    </form>
  );
}
