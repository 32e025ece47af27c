import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import useSWR from 'swr';
import * as v from 'valibot';
import {
  EventInputSchema,
  eventType,
  NO_REGISTRATION_NEEDED,
  type Event,
  type Teacher,
} from '@da-boulder/contracts';
import { Checkbox, Input, Select, Text, Textarea, toast } from '@da-boulder/shared-ui';
import type { ContentFormProps } from '../../features/crud/crud-tab';
import { FormActions } from '../../features/crud/form-actions';
import { FieldRow, FieldStack } from '../../features/crud/form-layout';
import { MonthYearFields } from '../../features/crud/month-year-fields';
import { TeacherPicker } from '../../features/teacher-picker/teacher-picker';
import { sendMultipart } from '../../features/uploads/send-multipart';
import { UploadProgress } from '../../features/uploads/upload-progress';
import { useFilePreview } from '../../features/uploads/use-file-preview';
import { InvalidEventDateError } from './event-date';
import { RecurrenceFields, timeFieldDescription } from './recurrence-fields';
import { useTellRegistrants } from './tell-registrants';
import {
  buildEventData,
  buildEventForm,
  eventAddress,
  eventFormDefaults,
  type EventFormValues,
} from './event-payload';
import { fieldProps } from '../../features/crud/field-props';

const SlugLine = styled(Text)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
  overflow-wrap: anywhere;
`;

const Preview = styled.img`
  max-width: 12rem;
  max-height: 8rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.line};
`;

/** Form fields that have an input of their own; other schema issues are shown in a toast. */
const FIELD_FOR_PATH: Record<string, keyof EventFormValues> = {
  title: 'title',
  introText: 'introText',
  description: 'description',
  month: 'month',
  date: 'date',
  year: 'year',
  time: 'time',
  location: 'location',
  status: 'status',
  meetingLink: 'meetingLink',
  facilitator: 'facilitator',
  facilitatorRole: 'facilitatorRole',
  facilitators: 'additionalTeam',
  videoUrl: 'videoUrl',
  registrationEmail: 'registrationEmail',
  capacity: 'capacity',
};

export function EventForm({ item, save, cancel }: ContentFormProps<Event>) {
  const { data: teacherData } = useSWR<{ teachers: Teacher[] }>('/api/cms/teachers');
  const [image, setImage] = useState<File>();
  const [flyer, setFlyer] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const imagePreview = useFilePreview(image) ?? item?.imageUrl;
  const {
    register,
    control,
    watch,
    handleSubmit,
    setError,
    resetField,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<EventFormValues>({ defaultValues: eventFormDefaults(item) });
  const field = fieldProps(register, errors);
  // The meeting link is in no event answer (they are public): read it apart, admins only.
  const { data: stored } = useSWR<{ meetingLink: string }>(
    item ? `${eventType.adminPath}/${encodeURIComponent(item.id)}/meeting-link` : null,
    { revalidateOnMount: true },
  );
  useEffect(() => {
    if (stored && !getFieldState('meetingLink').isDirty)
      resetField('meetingLink', { defaultValue: stored.meetingLink });
  }, [stored, getFieldState, resetField]);
  const title = watch('title');
  const isRecurring = watch('isRecurring');
  const recurrencePattern = watch('recurrence.pattern');
  const registrationNeeded = watch('registrationNeeded');
  const time = watch('time');
  const tellRegistrants = useTellRegistrants(item, watch());

  const onSubmit = async (values: EventFormValues) => {
    let eventData: Partial<ReturnType<typeof buildEventData>>;
    try {
      eventData = buildEventData(values, item);
      // Not read yet and not typed in: left out, so the server keeps the stored link.
      if (item && !stored && !getFieldState('meetingLink').isDirty) delete eventData.meetingLink;
    } catch (error) {
      if (!(error instanceof InvalidEventDateError)) throw error;
      toast({ title: error.title, description: error.message, variant: 'destructive' });
      return;
    }
    const checked = v.safeParse(EventInputSchema, eventData);
    if (!checked.success) {
      for (const issue of checked.issues) {
        const field = FIELD_FOR_PATH[v.getDotPath(issue) ?? ''];
        if (field) setError(field, { message: issue.message });
        else toast({ title: 'Error', description: issue.message, variant: 'destructive' });
      }
      return;
    }
    const files = { image, flyer };
    const body = buildEventForm(eventData, files);
    tellRegistrants.apply(body);
    setProgress(image || flyer ? 0 : undefined);
    await save(() =>
      sendMultipart(
        item ? 'PUT' : 'POST',
        item ? `/api/cms/events/${encodeURIComponent(item.id)}` : '/api/cms/events',
        body,
        image || flyer ? setProgress : undefined,
      ),
    );
    setProgress(undefined);
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <FieldStack>
        <Input label="Title" required {...field('title')} />
        <SlugLine>
          Web address: {eventAddress(title, item)}
          {item ? ' (kept when the title changes, so shared links keep working)' : null}
        </SlugLine>
        <Textarea
          label="Intro text"
          description="A short summary shown on event cards"
          {...field('introText')}
        />
        <Textarea
          label="Description"
          description="Markdown is supported"
          {...field('description')}
        />
        <Checkbox
          label="Recurring event"
          description="Shows as Recurring instead of a date"
          {...register('isRecurring')}
        />
        {!isRecurring && (
          <MonthYearFields
            month={register('month')}
            year={register('year')}
            monthError={errors.month?.message}
            yearError={errors.year?.message}
            noMonth="Select a month"
          >
            <Input label="Date" inputMode="numeric" {...field('date')} />
          </MonthYearFields>
        )}
        {isRecurring && (
          <RecurrenceFields
            register={register}
            errors={errors.recurrence}
            pattern={recurrencePattern}
          />
        )}
        <Input
          label="Time"
          description={timeFieldDescription(time, isRecurring)}
          {...field('time')}
        />
        <Input label="Location" {...field('location')} />
        <Select
          label="Status"
          description="A cancelled or postponed event says so on its page and takes no registrations"
          {...field('status')}
        >
          <option value="scheduled">Scheduled</option>
          <option value="cancelled">Cancelled</option>
          <option value="postponed">Postponed</option>
        </Select>
        <Input
          label="Meeting link (private)"
          type="url"
          description="For an online event: https:// address of the video meeting. Sent only to confirmed registrants (confirmation, reminder the day before, calendar file); never shown on the site."
          {...field('meetingLink')}
        />
        <FieldRow>
          <Input label="Facilitator" {...field('facilitator')} />
          <Select label="Facilitator role" {...register('facilitatorRole')}>
            <option value="teacher">Teacher</option>
            <option value="facilitator">Facilitator</option>
          </Select>
        </FieldRow>
        <Input
          label="Additional team members"
          description="Separate names with commas"
          {...field('additionalTeam')}
        />
        <Controller
          control={control}
          name="teacherProfileIds"
          render={({ field }) => (
            <TeacherPicker
              teachers={teacherData?.teachers ?? []}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Input
          label="Video URL"
          type="url"
          description="Use an embed link, e.g. https://www.youtube.com/embed/VIDEO_ID"
          {...field('videoUrl')}
        />
        <Checkbox
          label="Registration needed"
          description={`Off: the event page says "${NO_REGISTRATION_NEEDED}" instead of offering registration`}
          {...register('registrationNeeded')}
        />
        {registrationNeeded && (
          <Input
            label="Registration email"
            description="One or more addresses, separated by commas"
            {...field('registrationEmail')}
          />
        )}
        {registrationNeeded && (
          <Input
            label="Capacity"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            description="How many places; past them, people join a waitlist. Empty: unlimited"
            {...field('capacity')}
          />
        )}
        <Input
          label="Image"
          type="file"
          accept="image/*"
          description={item?.imageUrl ? 'Leave empty to keep the current image' : undefined}
          onChange={(event) => setImage(event.target.files?.[0])}
        />
        {imagePreview && <Preview src={imagePreview} alt="Preview of the event image" />}
        <Input
          label="Flyer (PDF)"
          type="file"
          accept="application/pdf"
          description={
            flyer
              ? `Selected: ${flyer.name}`
              : item?.flyerUrl
                ? 'A flyer is attached; leave empty to keep it'
                : undefined
          }
          onChange={(event) => setFlyer(event.target.files?.[0])}
        />
        {!flyer && item?.flyerUrl && (
          <a href={item.flyerUrl} target="_blank" rel="noreferrer">
            Open the current flyer
          </a>
        )}
        {progress !== undefined && isSubmitting && <UploadProgress percent={progress} />}
        {tellRegistrants.field}
      </FieldStack>
      <FormActions
        submitLabel={item ? 'Update Event' : 'Create Event'}
        pending={isSubmitting}
        onCancel={cancel}
      />
    </form>
  );
}
