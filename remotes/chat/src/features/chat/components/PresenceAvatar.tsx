import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChatStatus } from '@atrium/contracts';
import { Avatar, type ColorName, VisuallyHidden } from '@atrium/ui';
import { STATUS_COLORS } from '../chatFormat';

const Root = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
`;

const Dot = styled.span<{ $color: ColorName; $size: number }>`
  position: absolute;
  inset-block-end: 0;
  inset-inline-end: 0;
  inline-size: ${({ $size }) => Math.max(8, Math.round($size / 4))}px;
  block-size: ${({ $size }) => Math.max(8, Math.round($size / 4))}px;
  border-radius: 50%;
  background: ${({ theme, $color }) => theme.palette[$color].main};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.palette.background.paper};
`;

/** An avatar with a presence dot; the presence is also given in words to screen readers. */
export function PresenceAvatar({
  name,
  src,
  status,
  size = 38,
}: {
  name: string;
  src?: string;
  status: ChatStatus;
  size?: number;
}) {
  const { t } = useTranslation('chat');
  return (
    <Root>
      <Avatar name={name} src={src || undefined} size={size} />
      <Dot $color={STATUS_COLORS[status]} $size={size} aria-hidden="true" />
      <VisuallyHidden>{t(`status.${status}`)}</VisuallyHidden>
    </Root>
  );
}
