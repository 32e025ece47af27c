import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { Teacher } from '@da-boulder/api/contracts';
import { Input, Textarea } from '@da-boulder/shared-ui';
import type { ContentFormProps } from '../../features/crud/crud-tab';
import { FormActions } from '../../features/crud/form-actions';
import { FieldRow, FieldStack } from '../../features/crud/form-layout';
import { sendMultipart } from '../../features/uploads/send-multipart';
import { useFilePreview } from '../../features/uploads/use-file-preview';

const Preview = styled.img`
  width: 6rem;
  height: 6rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.line};
`;

type TeacherFormValues = Pick<
  Teacher,
  'name' | 'email' | 'title' | 'location' | 'bio' | 'websiteUrl' | 'personalDescription'
>;

const FIELDS: (keyof TeacherFormValues)[] = [
  'name',
  'email',
  'title',
  'location',
  'bio',
  'websiteUrl',
  'personalDescription',
];

/** Each field is its own multipart part, the photo an optional file part (SPEC §7). */
export function buildTeacherForm(values: TeacherFormValues, photo?: File): FormData {
  const form = new FormData();
  for (const field of FIELDS) form.append(field, values[field]?.trim() ?? '');
  if (photo) form.append('image', photo);
  return form;
}

/**
 * SPEC §5: required markers on create (Name, Email, Title, Location, Photo, Professional Bio),
 * nothing enforced beyond the labels here; the server answers with its message. On edit the
 * photo is optional and the current one is kept.
 */
export function TeacherForm({ item, save, cancel }: ContentFormProps<Teacher>) {
  const creating = !item;
  const [photo, setPhoto] = useState<File>();
  const preview = useFilePreview(photo) ?? item?.imageUrl;
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<TeacherFormValues>({
    defaultValues: {
      name: item?.name ?? '',
      email: item?.email ?? '',
      title: item?.title ?? '',
      location: item?.location ?? '',
      bio: item?.bio ?? '',
      websiteUrl: item?.websiteUrl ?? '',
      personalDescription: item?.personalDescription ?? '',
    },
  });

  const onSubmit = (values: TeacherFormValues) =>
    save(() =>
      sendMultipart(
        item ? 'PUT' : 'POST',
        item ? `/api/cms/teachers/${encodeURIComponent(item.id)}` : '/api/cms/teachers',
        buildTeacherForm(values, photo),
      ),
    );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <FieldStack>
        <FieldRow>
          <Input label="Name" required={creating} {...register('name')} />
          <Input label="Email" type="email" required={creating} {...register('email')} />
        </FieldRow>
        <FieldRow>
          <Input label="Title" required={creating} {...register('title')} />
          <Input label="Location" required={creating} {...register('location')} />
        </FieldRow>
        <Input
          label="Photo"
          type="file"
          accept="image/*"
          required={creating}
          description={creating ? undefined : 'Leave empty to keep the current photo'}
          onChange={(event) => setPhoto(event.target.files?.[0])}
        />
        {preview && <Preview src={preview} alt="Preview of the teacher's photo" />}
        <Textarea label="Professional Bio" required={creating} {...register('bio')} />
        <Input label="Website URL" type="url" {...register('websiteUrl')} />
        <Textarea label="Personal Message" {...register('personalDescription')} />
      </FieldStack>
      <FormActions
        submitLabel={item ? 'Update Teacher' : 'Create Teacher'}
        pending={isSubmitting}
        onCancel={cancel}
      />
    </form>
  );
}
