import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod';
import { IconSend } from '@tabler/icons-react';
import { chatMessageSchema } from '@atrium/contracts';
import { Button, TextField } from '@atrium/ui';
import { useZodForm } from '@atrium/platform/forms';

const Form = styled.form`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 1rem;
  border-block-start: 1px solid ${({ theme }) => theme.palette.divider};
`;

const schema = z.object({ message: chatMessageSchema.shape.message });
type Values = z.infer<typeof schema>;

/** Writes a message: Enter sends it; an empty message is not sent. */
export function ChatComposer({
  onSend,
  disabled,
}: {
  onSend: (message: string) => Promise<unknown>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('chat');
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { isSubmitting },
  } = useZodForm<Values>(schema, 'chat', { defaultValues: { message: '' } });
  const empty = !watch('message')?.trim();

  const submit = handleSubmit(async ({ message }) => {
    try {
      await onSend(message);
      reset({ message: '' });
    } catch {
      // The page reports the failure; the text stays so it can be sent again.
    }
  });

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        aria-label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        autoComplete="off"
        {...register('message')}
        style={{ flex: 1 }}
        disabled={disabled}
      />
      <Button
        type="submit"
        loading={isSubmitting}
        disabled={disabled || empty}
        endIcon={<IconSend size={18} className="flip-rtl" aria-hidden="true" />}
      >
        {t('composer.send')}
      </Button>
    </Form>
  );
}
