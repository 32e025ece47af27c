import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import styled from 'styled-components';
import { SubscribeSchema, type SubscribeInput } from '@da-boulder/api/contracts';
import {
  Button,
  Card,
  Heading,
  Input,
  ScriptedForm,
  Text,
  useSpamTrap,
} from '@da-boulder/shared-ui';
import { subscribe } from '../api/subscribe';
import { CONFIRM_IN_INBOX, toastSubscribed, toastSubscribeFailed } from '../subscribe-toasts';

const Form = styled(ScriptedForm)`
  display: grid;
  gap: ${(p) => p.theme.space.md};
`;

/** The archive's subscribe form; on success it is replaced by a thank-you card (SPEC §4). */
export function ArchiveSubscribeForm() {
  const [subscribed, setSubscribed] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SubscribeInput>({
    resolver: valibotResolver(SubscribeSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', name: '' },
  });

  const spamTrap = useSpamTrap();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await subscribe(spamTrap.stamp(values));
      toastSubscribed();
      setSubscribed(true);
    } catch (error) {
      toastSubscribeFailed(error);
    }
  });

  if (subscribed) {
    return (
      <Card role="status">
        <Heading level={3}>Thank you for subscribing!</Heading>
        <Text>{CONFIRM_IN_INBOX}</Text>
        <Text>Then look out for our next newsletter. We&apos;re glad to have you with us.</Text>
      </Card>
    );
  }

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Subscribe to the newsletter">
      <Input
        id="archive-subscribe-name"
        label="Name (optional)"
        autoComplete="name"
        {...register('name')}
      />
      <Input
        id="archive-subscribe-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <div>
        <Button type="submit" pending={isSubmitting} pendingLabel="Subscribing...">
          Subscribe
        </Button>
      </div>
      {spamTrap.field}
    </Form>
  );
}
