import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import styled from 'styled-components';
import {
  asksForInterest,
  contactSchemaOf,
  type ContactFormId,
  type ContactInput,
} from '@da-boulder/contracts';
import {
  Button,
  ErrorPanel,
  ErrorSummary,
  Input,
  Select,
  Textarea,
  toast,
  useSiteForm,
} from '@da-boulder/shared-ui';
import { describeError, speaksForItself } from '../../../lib/describe-error';
import { useFormAction } from '../../../lib/use-form-action';
import type { InterestOption } from '../interest-options';

type Toast = { title: string; description: string };

export type ContactFormProps = {
  /**
   * The form's id: its route's action answers it when sent without scripts (form-actions.ts),
   * and its rules are the contracts' for it (the contact page's asks for an area of interest).
   */
  formId: ContactFormId;
  /** Prefix for field ids, so two forms never share one on a page. */
  idPrefix: string;
  interestOptions: InterestOption[];
  defaultMessage: string;
  submitLabel: string;
  pendingLabel: 'Sending...' | 'Submitting...';
  success: Toast;
  /** The failure toast; with preferServerMessage the server's message replaces the description. */
  failure: Toast & { preferServerMessage: boolean };
};

const Form = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space.md};
`;

const Row = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.md};

  @media (min-width: ${(p) => p.theme.breakpoint.medium}) {
    grid-template-columns: 1fr 1fr;
  }
`;

/**
 * A message to the teachers: the speak-with-teacher forms and the contact page form differ only
 * in the props above. Validation runs on submit, then on every change (SPEC §5). Sent without
 * scripts, the server answers with the page again: what was typed, each error beside its field.
 */
export function ContactForm({
  formId,
  idPrefix,
  interestOptions,
  defaultMessage,
  submitLabel,
  pendingLabel,
  success,
  failure,
}: ContactFormProps) {
  const defaults: ContactInput = { name: '', email: '', interest: '', message: defaultMessage };
  const interestRequired = asksForInterest(formId);
  const ids = {
    name: `${idPrefix}-name`,
    email: `${idPrefix}-email`,
    interest: `${idPrefix}-interest`,
    message: `${idPrefix}-message`,
  };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<ContactInput>({
    resolver: valibotResolver(contactSchemaOf(formId)),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // No default values: the form then takes its fields as it finds them when it hydrates, with
    // whatever a visitor typed into the server's form before (defaults would overwrite it).
  });

  const siteForm = useSiteForm(formId);
  const send = useFormAction();
  // The server's answer to the form sent without scripts, until it is sent again.
  const posted = isSubmitted ? undefined : siteForm.posted;
  const errorOf = (name: keyof ContactInput) => errors[name]?.message ?? posted?.errors[name];
  const failureOf = (error: unknown) => ({
    title: failure.title,
    description:
      failure.preferServerMessage || speaksForItself(error)
        ? describeError(error, failure.description)
        : failure.description,
  });

  const onSubmit = handleSubmit(async (_values, event) => {
    try {
      await send(event?.target as HTMLFormElement);
      toast(success);
      reset(defaults);
    } catch (error) {
      siteForm.askedAgain(error);
      toast({ ...failureOf(error), variant: 'destructive' });
    }
  });

  return (
    <Form method="post" id={siteForm.formId} onSubmit={onSubmit} noValidate>
      <ErrorSummary posted={posted} fields={ids} />
      {posted && siteForm.failure ? <ErrorPanel {...failureOf(siteForm.failure)} /> : null}
      <Row>
        <Input
          id={ids.name}
          label="Name"
          autoComplete="name"
          required
          error={errorOf('name')}
          {...register('name')}
          defaultValue={posted?.values.name}
        />
        <Input
          id={ids.email}
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errorOf('email')}
          {...register('email')}
          defaultValue={posted?.values.email}
        />
      </Row>
      <Select
        id={ids.interest}
        label="Area of interest"
        required={interestRequired}
        error={errorOf('interest')}
        {...register('interest')}
        defaultValue={posted?.values.interest}
      >
        <option value="">
          {interestRequired ? 'Select an area of interest' : 'Choose one (optional)'}
        </option>
        {interestOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <Textarea
        id={ids.message}
        label="Message"
        required
        error={errorOf('message')}
        {...register('message')}
        // In the server's HTML too, and so in the page the browser hydrates.
        defaultValue={posted?.values.message ?? defaultMessage}
      />
      <div>
        <Button type="submit" pending={isSubmitting} pendingLabel={pendingLabel}>
          {submitLabel}
        </Button>
      </div>
      {siteForm.fields}
    </Form>
  );
}
