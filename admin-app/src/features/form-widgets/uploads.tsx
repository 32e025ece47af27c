import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { Input, NewTabLink } from '@da-boulder/shared-ui';
import { useFilePreview } from '../uploads/use-file-preview';
import type { FormWidget, WidgetProps } from './form-widget';

const Preview = styled.img`
  max-width: 12rem;
  max-height: 8rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.line};
`;

interface FileInputProps extends WidgetProps {
  accept: string;
  description?: (file: File | undefined) => string | undefined;
}

/** A file input whose form value is the chosen file (none until one is chosen). */
function FileInput({ field, form, error, required, accept, description }: FileInputProps) {
  return (
    <Controller
      control={form.control}
      name={field!.name}
      render={({ field: input }) => (
        <Input
          ref={input.ref}
          name={input.name}
          label={field!.label}
          type="file"
          accept={accept}
          required={required}
          error={error}
          description={description?.(input.value as File | undefined)}
          onBlur={input.onBlur}
          onChange={(event) => input.onChange(event.target.files?.[0])}
        />
      )}
    />
  );
}

/**
 * A file sent as the multipart part `part` instead of its field (the stored address): left
 * empty, the server keeps the stored file.
 */
const fileWidget = (part: string, Input: FormWidget['Input']): FormWidget => ({
  Input,
  initial: ({ name }) => ({ [name!]: undefined }),
  send({ name, values, body, parts }) {
    delete body[name!];
    const file = values[name!];
    if (file instanceof Blob) parts[part] = file;
  },
});

/** An image of any type, previewed; the stored one is kept unless another is chosen. */
export const imageWidget = fileWidget('image', function ImageUpload(props) {
  const { field, form, item, noun } = props;
  const name = field!.name;
  const stored = item?.[name] as string | undefined;
  const preview = useFilePreview(form.watch(name) as File | undefined) ?? stored;
  const label = field!.label.toLowerCase();
  return (
    <>
      <FileInput
        {...props}
        accept="image/*"
        description={() => (stored ? `Leave empty to keep the current ${label}` : undefined)}
      />
      {preview && <Preview src={preview} alt={`Preview of the ${noun} ${label}`} />}
    </>
  );
});

/** An event's flyer: a PDF only (SPEC §2), with a link to the one attached. */
export const flyerWidget = fileWidget('flyer', function FlyerUpload(props) {
  const stored = props.item?.[props.field!.name] as string | undefined;
  const chosen = props.form.watch(props.field!.name) as File | undefined;
  return (
    <>
      <FileInput
        {...props}
        accept="application/pdf"
        description={(file) =>
          file
            ? `Selected: ${file.name}`
            : stored
              ? 'A flyer is attached; leave empty to keep it'
              : undefined
        }
      />
      {!chosen && stored && <NewTabLink href={stored}>Open the current flyer</NewTabLink>}
    </>
  );
});
