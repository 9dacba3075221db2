import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod';
import { IconSend } from '@tabler/icons-react';
import { chatMessageSchema } from '@atrium/contracts';
import { Button, Textarea, VisuallyHidden } from '@atrium/ui';
import { useZodForm } from '@atrium/platform/forms';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 0.75rem;
  padding: 1rem;
  border-block-start: 1px solid ${({ theme }) => theme.palette.divider};
  textarea {
    min-block-size: 2.5rem;
    max-block-size: 8rem;
  }
`;

const schema = z.object({ message: chatMessageSchema.shape.message });
type Values = z.infer<typeof schema>;

/**
 * Writes a message: Enter sends it, Shift+Enter breaks the line; an empty message is not sent. While an
 * input method is composing (Japanese, Chinese…), Enter confirms the composition and sends nothing.
 */
export function ChatComposer({
  onSend,
  disabled,
}: {
  onSend: (message: string) => Promise<unknown>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('chat');
  const hintId = useId();
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

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    if (!empty && !isSubmitting) void submit();
  };

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <Textarea
        aria-label={t('composer.label')}
        aria-describedby={hintId}
        placeholder={t('composer.placeholder')}
        autoComplete="off"
        rows={1}
        resizable={false}
        dir="auto"
        {...register('message')}
        onKeyDown={onKeyDown}
        style={{ flex: 1 }}
        disabled={disabled}
      />
      <VisuallyHidden id={hintId}>{t('composer.hint')}</VisuallyHidden>
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
