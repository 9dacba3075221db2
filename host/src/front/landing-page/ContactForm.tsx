import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Alert, Button, Card, CardContent, TextField, Textarea } from '@atrium/ui/core';
import { FormErrorAlert } from '@atrium/ui/forms';
import { contactSchema, type ContactForm as ContactValues } from './contactSchema';
import { sendContactMessage } from '../frontCalls';
import { useSubmission } from '../../standalone/useSubmission';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const EMPTY: ContactValues = { name: '', email: '', message: '' };

/** Write to us: name, email and message, checked here and by POST /api/front/contact. */
export function ContactForm() {
  const { t } = useTranslation();
  const sending = useSubmission(sendContactMessage);
  const form = useZodForm<ContactValues>(contactSchema, 'shell', { defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  /** Who sent the message just sent (the success state), or null while writing. */
  const [sentBy, setSentBy] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sending.submit(values);
      setSentBy(values.name);
    } catch (error) {
      applyApiError(error, form);
    }
  });

  return (
    <Card style={{ inlineSize: 'min(100%, 40rem)', marginInline: 'auto' }}>
      <CardContent>
        {sentBy !== null ? (
          <Alert severity="success" title={t('landing.contact.sent', { name: sentBy })}>
            <Button
              variant="text"
              onClick={() => {
                reset(EMPTY);
                setSentBy(null);
              }}
            >
              {t('landing.contact.another')}
            </Button>
          </Alert>
        ) : (
          <Form onSubmit={onSubmit} noValidate>
            <FormErrorAlert error={errors.root?.server} />
            <TextField
              label={t('landing.contact.name')}
              autoComplete="name"
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label={t('landing.contact.email')}
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <Textarea
              label={t('landing.contact.message')}
              rows={5}
              error={errors.message?.message}
              {...register('message')}
            />
            <Button type="submit" loading={sending.isPending}>
              {t('landing.contact.send')}
            </Button>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
