import type { ReactNode } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import styled from 'styled-components';

const Content = styled(RadixPopover.Content)`
  z-index: ${({ theme }) => theme.zIndex.dialog};
  max-inline-size: calc(100vw - 1.5rem);
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.palette.background.paper};
  border: 1px solid ${({ theme }) => theme.palette.divider};
  box-shadow: ${({ theme }) => theme.shadows[3]};
  overflow: auto;
`;

export interface PickerPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The field the panel hangs from (the whole field, not only its button). */
  anchor: ReactNode;
  /** The dialog's accessible name: "Choose a date". */
  label: string;
  children: ReactNode;
}

/**
 * The panel under a date field (Radix popover anchored to the field). Radix does not move focus in:
 * the calendar puts it on the selected day (or today) itself; Escape closes and focus goes back.
 */
export function PickerPopover({ open, onOpenChange, anchor, label, children }: PickerPopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Anchor asChild>{anchor}</RadixPopover.Anchor>
      <RadixPopover.Portal>
        <Content
          role="dialog"
          aria-label={label}
          align="start"
          sideOffset={6}
          collisionPadding={12}
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          {children}
        </Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

/** The field's calendar button: opens and closes the panel, and gets focus back when it closes. */
export const PickerTrigger = RadixPopover.Trigger;
