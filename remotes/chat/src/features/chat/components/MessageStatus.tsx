import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconCheck, IconChecks } from '@tabler/icons-react';
import type { ChatMessageFeedback } from '@atrium/contracts';

const Root = styled.span<{ $seen: boolean }>`
  display: inline-flex;
  color: ${({ theme, $seen }) => ($seen ? theme.palette.success.main : theme.palette.text.disabled)};
`;

/** Sent (one tick), delivered (two ticks) or seen (two coloured ticks) — named for screen readers. */
export function MessageStatus({ feedback }: { feedback: ChatMessageFeedback }) {
  const { t } = useTranslation('chat');
  const state = feedback.isSeen
    ? 'seen'
    : feedback.isDelivered
      ? 'delivered'
      : feedback.isSent
        ? 'sent'
        : 'sending';
  const label = t(`feedback.${state}`);
  return (
    <Root $seen={feedback.isSeen} role="img" aria-label={label} title={label}>
      {state === 'seen' || state === 'delivered' ? (
        <IconChecks size={16} aria-hidden="true" />
      ) : (
        <IconCheck size={16} aria-hidden="true" />
      )}
    </Root>
  );
}
