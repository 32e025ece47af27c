import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import {
  EraseRequestSchema,
  messageType,
  registrationType,
  subscriberType,
  type ErasedCounts,
} from '@da-boulder/contracts';
import { apiFetch, Button, Dialog, Input, Text } from '@da-boulder/shared-ui';
import { notifyFailure } from '../../features/crud/notify';
import { revalidateLists } from '../../features/people-list/revalidate-lists';
import { erasedSummary } from './erased-summary';
import { DialogActions } from '../../features/crud/form-actions';
import { fieldProps } from '../../features/crud/field-props';
import { useCheckedForm } from '../../features/crud/use-checked-form';

/** The lists that hold people; erasing a person changes all of them (and the events' counts). */
const PEOPLE_PATHS = [registrationType, messageType, subscriberType].map((type) => type.adminPath);

type Step =
  | { name: 'ask'; email: string }
  | { name: 'confirm'; email: string }
  | { name: 'done'; email: string; erased: ErasedCounts };

/** Text that takes focus when its step appears, so the step's buttons vanishing loses nothing. */
const StepText = styled(Text)`
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }
`;

function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function AskStep({
  email,
  onContinue,
  onCancel,
}: {
  email: string;
  onContinue: (email: string) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useCheckedForm(EraseRequestSchema, { email });
  // Back from the confirmation: the address to mend, not the dialog's Close.
  useEffect(() => {
    if (email) setFocus('email');
  }, [email, setFocus]);
  const field = fieldProps(register, errors);
  return (
    <form onSubmit={handleSubmit((values) => onContinue(values.email))} noValidate>
      <Text>
        When someone asks to be forgotten, erase their event registrations, contact messages,
        newsletter subscription and the mail to or from them in one go.
      </Text>
      <Input
        label="Email address"
        type="email"
        required
        autoComplete="off"
        description="The address they used on the website"
        {...field('email')}
      />
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Continue</Button>
      </DialogActions>
    </form>
  );
}

function ConfirmStep({
  email,
  erasing,
  onBack,
  onErase,
}: {
  email: string;
  erasing: boolean;
  onBack: () => void;
  onErase: () => void;
}) {
  const text = useFocusOnMount<HTMLParagraphElement>();
  return (
    <>
      <StepText ref={text} tabIndex={-1}>
        Every event registration, contact message and newsletter subscription of{' '}
        <strong>{email}</strong>, and the mail to or from them, will be erased for good. This cannot
        be undone.
      </StepText>
      <DialogActions>
        <Button variant="secondary" onClick={onBack} disabled={erasing}>
          Back
        </Button>
        <Button variant="danger" pending={erasing} pendingLabel="Erasing..." onClick={onErase}>
          Erase everything
        </Button>
      </DialogActions>
    </>
  );
}

function DoneStep({
  email,
  erased,
  onClose,
}: {
  email: string;
  erased: ErasedCounts;
  onClose: () => void;
}) {
  const text = useFocusOnMount<HTMLParagraphElement>();
  return (
    <>
      <StepText ref={text} tabIndex={-1} role="status">
        {erasedSummary(erased, email)}
      </StepText>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </>
  );
}

/**
 * "Forget a person": an address, a confirmation that says what goes, then what was erased. The
 * people lists refetch afterwards.
 */
export function ForgetPerson() {
  const [step, setStep] = useState<Step | null>(null);
  const [erasing, setErasing] = useState(false);
  const { mutate } = useSWRConfig();
  const close = () => setStep(null);

  const erase = async (email: string) => {
    setErasing(true);
    try {
      const { erased } = await apiFetch<{ erased: ErasedCounts }>('/api/cms/privacy/erase', {
        method: 'POST',
        body: { email },
      });
      setStep({ name: 'done', email, erased });
      await revalidateLists(mutate, PEOPLE_PATHS);
    } catch (error) {
      notifyFailure(error, 'Failed to erase this person');
    } finally {
      setErasing(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setStep({ name: 'ask', email: '' })}>
        Forget a person
      </Button>
      <Dialog isOpen={step !== null} onDismiss={close} title="Forget a person">
        {step?.name === 'ask' && (
          <AskStep
            email={step.email}
            onContinue={(email) => setStep({ name: 'confirm', email })}
            onCancel={close}
          />
        )}
        {step?.name === 'confirm' && (
          <ConfirmStep
            email={step.email}
            erasing={erasing}
            onBack={() => setStep({ name: 'ask', email: step.email })}
            onErase={() => erase(step.email)}
          />
        )}
        {step?.name === 'done' && (
          <DoneStep email={step.email} erased={step.erased} onClose={close} />
        )}
      </Dialog>
    </>
  );
}
