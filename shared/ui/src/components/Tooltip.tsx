import type { ReactElement, ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import styled from 'styled-components';

export const TooltipProvider = RadixTooltip.Provider;

const Content = styled(RadixTooltip.Content)`
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-inline-size: 18rem;
  padding: 0.3rem 0.6rem;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: ${({ theme }) => theme.palette.tooltip.background};
  color: ${({ theme }) => theme.palette.tooltip.text};
  font-size: 0.8125rem;
`;

/** A tooltip on hover and keyboard focus (Radix). The trigger keeps its own accessible name. */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  delayDuration,
}: {
  content: ReactNode;
  children: ReactElement;
  side?: 'top' | 'bottom' | 'left' | 'right';
  /** Where along that side: its start, centre or end. */
  align?: 'start' | 'center' | 'end';
  /** Milliseconds the pointer rests before it opens (the provider's default otherwise); focus opens it at once. */
  delayDuration?: number;
}) {
  return (
    <RadixTooltip.Root delayDuration={delayDuration}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Content side={side} align={align} sideOffset={6}>
          {content}
        </Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
