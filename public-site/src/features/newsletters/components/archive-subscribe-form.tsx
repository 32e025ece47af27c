import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import styled from 'styled-components';
import { SubscribeSchema, type SubscribeInput } from '@da-boulder/contracts';
import {
  Button,
  Card,
  ErrorPanel,
  ErrorSummary,
  Heading,
  Input,
  Text,
  useReplacedFocus,
  useSiteForm,
} from '@da-boulder/shared-ui';
import { useFormAction } from '../../../lib/use-form-action';
import {
  CONFIRM_IN_INBOX,
  subscribeFailure,
  toastSubscribed,
  toastSubscribeFailed,
} from '../subscribe-toasts';

const Form = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space.md};
`;

/** The ids of the form's fields, in its order. */
const FIELD_IDS = { name: 'archive-subscribe-name', email: 'archive-subscribe-email' };

/** The archive's subscribe form; on success it is replaced by a thank-you card (SPEC §4). */
export function ArchiveSubscribeForm() {
  const [subscribed, setSubscribed] = useState(false);
  // The card takes the form's place, and its focus.
  const { target, within } = useReplacedFocus<HTMLHeadingElement>(subscribed);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<SubscribeInput>({
    resolver: valibotResolver(SubscribeSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // No default values: the form takes its fields as it finds them when it hydrates, with what
    // a visitor typed into the server's form before (defaults would overwrite it).
  });

  const siteForm = useSiteForm('subscribe');
  const subscribe = useFormAction();
  // The server's answer to the form sent without scripts, until it is sent again.
  const posted = isSubmitted ? undefined : siteForm.posted;

  const onSubmit = handleSubmit(async (_values, event) => {
    try {
      await subscribe(event?.target as HTMLFormElement);
      toastSubscribed();
      setSubscribed(true);
    } catch (error) {
      siteForm.askedAgain(error);
      toastSubscribeFailed(error);
    }
  });

  if (subscribed) {
    return (
      <Card role="status">
        <Heading level={3} ref={target} tabIndex={-1}>
          Thank you for subscribing!
        </Heading>
        <Text>{CONFIRM_IN_INBOX}</Text>
        <Text>Then look out for our next newsletter. We&apos;re glad to have you with us.</Text>
      </Card>
    );
  }

  return (
    <Form
      method="post"
      id={siteForm.formId}
      onSubmit={onSubmit}
      noValidate
      aria-label="Subscribe to the newsletter"
      {...within}
    >
      <ErrorSummary posted={posted} fields={FIELD_IDS} />
      {posted && siteForm.failure ? <ErrorPanel {...subscribeFailure(siteForm.failure)} /> : null}
      <Input
        id={FIELD_IDS.name}
        label="Name (optional)"
        autoComplete="name"
        error={errors.name?.message ?? posted?.errors.name}
        {...register('name')}
        defaultValue={posted?.values.name}
      />
      <Input
        id={FIELD_IDS.email}
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message ?? posted?.errors.email}
        {...register('email')}
        defaultValue={posted?.values.email}
      />
      <div>
        <Button type="submit" pending={isSubmitting} pendingLabel="Subscribing...">
          Subscribe
        </Button>
      </div>
      {siteForm.fields}
    </Form>
  );
}
