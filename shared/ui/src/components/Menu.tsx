import type { ReactElement, ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import styled, { css } from 'styled-components';
import { IconCheck } from '@tabler/icons-react';

const Content = styled(DropdownMenu.Content)`
  z-index: ${({ theme }) => theme.zIndex.dialog};
  min-inline-size: 11rem;
  padding: 0.4rem;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.palette.background.paper};
  color: ${({ theme }) => theme.palette.text.primary};
  box-shadow: ${({ theme }) => theme.shadows[3]};
  border: 1px solid ${({ theme }) => theme.palette.divider};
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-block-size: 2.25rem;
  padding: 0.4rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  font-size: 0.9375rem;
  outline: none;
  cursor: pointer;
  user-select: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.palette.primary.tonal};
    color: ${({ theme }) => theme.palette.primary.text};
  }
  &[data-disabled] {
    opacity: 0.5;
    pointer-events: none;
  }
`;

const Item = styled(DropdownMenu.Item)`
  ${itemStyles}
`;
const CheckboxItem = styled(DropdownMenu.CheckboxItem)`
  ${itemStyles}
  padding-inline-end: 2rem;
  position: relative;
`;
const RadioItem = styled(DropdownMenu.RadioItem)`
  ${itemStyles}
  padding-inline-end: 2rem;
  position: relative;
  &[data-state='checked'] {
    color: ${({ theme }) => theme.palette.primary.text};
    font-weight: 500;
  }
`;
const Indicator = styled(DropdownMenu.ItemIndicator)`
  position: absolute;
  inset-inline-end: 0.6rem;
  display: inline-flex;
`;
export const MenuSeparator = styled(DropdownMenu.Separator)`
  block-size: 1px;
  margin: 0.35rem 0;
  background: ${({ theme }) => theme.palette.divider};
`;
export const MenuLabel = styled(DropdownMenu.Label)`
  padding: 0.4rem 0.75rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

export interface MenuProps {
  /** The element that opens the menu (a button with an accessible name). */
  trigger: ReactElement;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Accessible name of the menu itself. */
  label?: string;
}

/** A dropdown menu on Radix: keyboard navigation, typeahead, focus return, RTL. */
export function Menu({ trigger, children, align = 'end', label }: MenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <Content align={align} sideOffset={6} aria-label={label}>
          {children}
        </Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function MenuItem({
  children,
  icon,
  onSelect,
  disabled,
}: {
  children: ReactNode;
  icon?: ReactNode;
  onSelect?: () => void;
  disabled?: boolean;
}) {
  return (
    <Item onSelect={onSelect} disabled={disabled}>
      {icon}
      {children}
    </Item>
  );
}

export const MenuRadioGroup = DropdownMenu.RadioGroup;

export function MenuRadioItem({
  value,
  children,
  icon,
}: {
  value: string;
  children: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <RadioItem value={value}>
      {icon}
      {children}
      <Indicator>
        <IconCheck size={16} aria-hidden="true" />
      </Indicator>
    </RadioItem>
  );
}

/** An item that stays ticked or not (show/hide a column, mute): role menuitemcheckbox, toggled with Enter or Space. */
export function MenuCheckboxItem({
  checked,
  onCheckedChange,
  children,
  icon,
  disabled,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <CheckboxItem
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      // Several boxes are usually ticked in a row: the menu stays open.
      onSelect={(event) => event.preventDefault()}
    >
      {icon}
      {children}
      <Indicator>
        <IconCheck size={16} aria-hidden="true" />
      </Indicator>
    </CheckboxItem>
  );
}
