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
}: {
  content: ReactNode;
  children: ReactElement;
  side?: 'top' | 'bottom' | 'left' | 'right';
}) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Content side={side} sideOffset={6}>
          {content}
        </Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
