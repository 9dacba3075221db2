import type { ReactElement, ReactNode } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import styled from 'styled-components';

const Content = styled(RadixPopover.Content)`
  z-index: ${({ theme }) => theme.zIndex.dialog};
  max-block-size: calc(100vh - 5rem);
  overflow: auto;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.palette.background.paper};
  color: ${({ theme }) => theme.palette.text.primary};
  border: 1px solid ${({ theme }) => theme.palette.divider};
  box-shadow: ${({ theme }) => theme.shadows[3]};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
  }
`;

export interface PopoverProps {
  trigger: ReactElement;
  children: ReactNode;
  /** The accessible name of the popover's content. */
  label: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  align?: 'start' | 'center' | 'end';
  width?: string;
}

/** A non-modal panel anchored to its trigger (Radix): focus moves in, Escape and outside clicks close it. */
export function Popover({
  trigger,
  children,
  label,
  open,
  onOpenChange,
  align = 'end',
  width = '22rem',
}: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <Content
          align={align}
          sideOffset={8}
          collisionPadding={12}
          aria-label={label}
          style={{ inlineSize: `min(${width}, calc(100vw - 1.5rem))` }}
        >
          {children}
        </Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
