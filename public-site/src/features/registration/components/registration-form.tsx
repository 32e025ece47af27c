import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { RegistrationSchema, type Event, type RegistrationInput } from '@da-boulder/api/contracts';
import {
  ApiError,
  Button,
  Checkbox,
  Input,
  ScriptedForm,
  Textarea,
  toast,
  useSpamTrap,
} from '@da-boulder/shared-ui';
import { registerForEvent } from '../api/register-for-event';

const Form = styled(ScriptedForm)`
  display: grid;
  gap: ${(p) => p.theme.space.md};
`;

const defaults: RegistrationInput = {
  name: '',
  email: '',
  inDiamondHeartGroup: false,
  diamondHeartGroupName: '',
  additionalMessage: '',
};

/** Registration for one event (SPEC §2, §5, §8). Success goes to /events. */
export function RegistrationForm({ event }: { event: Event }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationInput>({
    resolver: valibotResolver(RegistrationSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: defaults,
  });
  const inGroup = watch('inDiamondHeartGroup');

  const spamTrap = useSpamTrap();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerForEvent(event, spamTrap.stamp(values));
      toast({
        title: 'Registration Successful',
        description: 'You have been registered for the event. Check your email for confirmation.',
      });
      navigate('/events');
    } catch (error) {
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      toast({
        title: 'Registration Failed',
        description: serverMessage ?? 'There was an error during registration. Please try again.',
        variant: 'destructive',
      });
    }
  });

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={`Register for ${event.title}`}>
      <Input
        id="registration-name"
        label="Full name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <Input
        id="registration-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Checkbox
        id="registration-in-group"
        label="I am in a Diamond Heart group"
        {...register('inDiamondHeartGroup')}
      />
      {inGroup ? (
        <Input
          id="registration-group-name"
          label="Diamond Heart group name"
          error={errors.diamondHeartGroupName?.message}
          {...register('diamondHeartGroupName')}
        />
      ) : null}
      <Textarea
        id="registration-message"
        label="Additional message (optional)"
        error={errors.additionalMessage?.message}
        {...register('additionalMessage')}
      />
      <div>
        <Button type="submit" size="lg" pending={isSubmitting} pendingLabel="Submitting...">
          Register
        </Button>
      </div>
      {spamTrap.field}
    </Form>
  );
}
