import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import styled from 'styled-components';
import * as v from 'valibot';
import { TeacherInputSchema, type Teacher } from '@da-boulder/contracts';
import { Input, Textarea } from '@da-boulder/shared-ui';
import type { ContentFormProps } from '../../features/crud/crud-tab';
import { FormActions } from '../../features/crud/form-actions';
import { FieldRow, FieldStack } from '../../features/crud/form-layout';
import { sendMultipart } from '../../features/uploads/send-multipart';
import { useFilePreview } from '../../features/uploads/use-file-preview';
import { fieldProps } from '../../features/crud/field-props';

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

const fields = TeacherInputSchema.entries;
const required = (schema: v.GenericSchema<string | undefined, string>, label: string) =>
  v.pipe(schema, v.nonEmpty(`${label} is required`));

/** The contract's rules (a name, valid email and website addresses), checked before sending. */
const editSchema = v.object({
  name: fields.name,
  email: fields.email,
  title: fields.title,
  location: fields.location,
  bio: fields.bio,
  websiteUrl: fields.websiteUrl,
  personalDescription: fields.personalDescription,
});

/** SPEC §5: on create, every field marked required must be filled in. */
const createSchema = v.object({
  ...editSchema.entries,
  email: required(fields.email, 'Email'),
  title: required(fields.title, 'Title'),
  location: required(fields.location, 'Location'),
  bio: required(fields.bio, 'Professional Bio'),
});

const PHOTO_REQUIRED = 'Photo is required';

/**
 * SPEC §5: Name, Email, Title, Location, Photo and Professional Bio are required on create; like
 * the other forms, each missing one gets its message at the field before anything is sent. On
 * edit the name is still needed and the photo is optional: the current one is kept.
 */
export function TeacherForm({ item, save, cancel }: ContentFormProps<Teacher>) {
  const creating = !item;
  const [photo, setPhoto] = useState<File>();
  const [photoError, setPhotoError] = useState<string>();
  const photoInput = useRef<HTMLInputElement>(null);
  const preview = useFilePreview(photo) ?? item?.imageUrl;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<v.InferInput<typeof editSchema>, unknown, TeacherFormValues>({
    resolver: valibotResolver(creating ? createSchema : editSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
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
  const field = fieldProps(register, errors);

  const photoMissing = creating && !photo;

  const send = handleSubmit(
    async (values) => {
      if (photoMissing) {
        photoInput.current?.focus();
        return;
      }
      await save(() =>
        sendMultipart(
          item ? 'PUT' : 'POST',
          item ? `/api/cms/teachers/${encodeURIComponent(item.id)}` : '/api/cms/teachers',
          buildTeacherForm(values, photo),
        ),
      );
    },
    // The other fields' messages show and the first of them takes focus (react-hook-form).
    () => undefined,
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The photo is a file, not a form value: its message shows with the others.
    setPhotoError(photoMissing ? PHOTO_REQUIRED : undefined);
    return send(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <FieldStack>
        <FieldRow>
          <Input label="Name" required {...field('name')} />
          <Input label="Email" type="email" required={creating} {...field('email')} />
        </FieldRow>
        <FieldRow>
          <Input label="Title" required={creating} {...field('title')} />
          <Input label="Location" required={creating} {...field('location')} />
        </FieldRow>
        <Input
          ref={photoInput}
          label="Photo"
          type="file"
          accept="image/*"
          required={creating}
          error={photoError}
          description={creating ? undefined : 'Leave empty to keep the current photo'}
          onChange={(event) => {
            const file = event.target.files?.[0];
            setPhoto(file);
            if (file) setPhotoError(undefined);
          }}
        />
        {preview && <Preview src={preview} alt="Preview of the teacher's photo" />}
        <Textarea label="Professional Bio" required={creating} {...field('bio')} />
        <Input label="Website URL" type="url" {...field('websiteUrl')} />
        <Textarea label="Personal Message" {...field('personalDescription')} />
      </FieldStack>
      <FormActions
        submitLabel={item ? 'Update Teacher' : 'Create Teacher'}
        pending={isSubmitting}
        onCancel={cancel}
      />
    </form>
  );
}
