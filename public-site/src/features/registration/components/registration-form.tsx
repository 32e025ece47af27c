import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  RegistrationSchema,
  type Event,
  type RegistrationInput,
  type RegistrationStatus,
} from '@da-boulder/contracts';
import {
  ApiError,
  Button,
  Checkbox,
  ErrorPanel,
  ErrorSummary,
  Input,
  Textarea,
  toast,
  useSiteForm,
} from '@da-boulder/shared-ui';
import { useFormAction } from '../../../lib/use-form-action';
import { registerLabel } from '../../events/event-rules';
import { REGISTRATION_SENT, REGISTRATION_WAITLISTED } from '../sent-texts';

const Form = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space.md};
`;

/**
 * The group's name shows only while the group box is ticked (SPEC §2): by the page's styles, so
 * it does without scripts too.
 */
const GroupName = styled.div`
  form:not(:has(#registration-in-group:checked)) & {
    display: none;
  }
`;

/** The ids of the fields that show an error beside them, in the form's order. */
const FIELD_IDS = {
  name: 'registration-name',
  email: 'registration-email',
  diamondHeartGroupName: 'registration-group-name',
  additionalMessage: 'registration-message',
};

const failureOf = (error: unknown) => ({
  title: 'Registration Failed',
  description:
    (error instanceof ApiError ? error.serverMessage : undefined) ??
    'There was an error during registration. Please try again.',
});

/**
 * The event a registration is for, as the form sends it: its id, and the copies SPEC §3 lists
 * (the API keeps the stored event's own values instead).
 */
function eventFields(event: Event) {
  return {
    eventId: event.id,
    eventTitle: event.title,
    eventDate: event.isRecurring ? 'Ongoing' : `${event.month} ${event.date}`,
    eventTime: event.time,
    eventLocation: event.location,
    eventFacilitator: event.facilitator,
  };
}

/**
 * Registration for one event (SPEC §2, §5, §8). Success goes to /events (a full event's
 * waitlist says so instead of SPEC's success). Sent without scripts,
 * the server answers with the page again: what was typed, each error beside its field.
 */
export function RegistrationForm({ event }: { event: Event }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<RegistrationInput>({
    resolver: valibotResolver(RegistrationSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // No default values: the form takes its fields as it finds them when it hydrates, with what
    // a visitor typed into the server's form before (defaults would overwrite it).
  });

  const siteForm = useSiteForm('registration');
  const sendRegistration = useFormAction<{ status: RegistrationStatus }>();
  // The server's answer to the form sent without scripts, until it is sent again.
  const posted = isSubmitted ? undefined : siteForm.posted;
  const errorOf = (name: keyof RegistrationInput) => errors[name]?.message ?? posted?.errors[name];

  const onSubmit = handleSubmit(async (_values, submitted) => {
    try {
      const { status } = await sendRegistration(submitted?.target as HTMLFormElement);
      toast(status === 'waitlisted' ? REGISTRATION_WAITLISTED : REGISTRATION_SENT);
      navigate('/events');
    } catch (error) {
      siteForm.askedAgain(error);
      toast({ ...failureOf(error), variant: 'destructive' });
    }
  });

  return (
    <Form
      method="post"
      id={siteForm.formId}
      onSubmit={onSubmit}
      noValidate
      aria-label={`Register for ${event.title}`}
    >
      <ErrorSummary posted={posted} fields={FIELD_IDS} />
      {posted && siteForm.failure ? <ErrorPanel {...failureOf(siteForm.failure)} /> : null}
      {Object.entries(eventFields(event)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Input
        id={FIELD_IDS.name}
        label="Full name"
        autoComplete="name"
        required
        error={errorOf('name')}
        {...register('name')}
        defaultValue={posted?.values.name}
      />
      <Input
        id={FIELD_IDS.email}
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errorOf('email')}
        {...register('email')}
        defaultValue={posted?.values.email}
      />
      <Checkbox
        id="registration-in-group"
        label="I am in a Diamond Heart group"
        {...register('inDiamondHeartGroup')}
        defaultChecked={posted?.values.inDiamondHeartGroup === 'on'}
      />
      <GroupName>
        <Input
          id={FIELD_IDS.diamondHeartGroupName}
          label="Diamond Heart group name"
          error={errorOf('diamondHeartGroupName')}
          {...register('diamondHeartGroupName')}
          defaultValue={posted?.values.diamondHeartGroupName}
        />
      </GroupName>
      <Textarea
        id={FIELD_IDS.additionalMessage}
        label="Additional message (optional)"
        error={errorOf('additionalMessage')}
        {...register('additionalMessage')}
        defaultValue={posted?.values.additionalMessage}
      />
      <div>
        <Button type="submit" size="lg" pending={isSubmitting} pendingLabel="Submitting...">
          {registerLabel(event, 'Register')}
        </Button>
      </div>
      {siteForm.fields}
    </Form>
  );
}
