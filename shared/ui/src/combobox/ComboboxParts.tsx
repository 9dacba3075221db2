import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconCheck } from '@tabler/icons-react';
import type { ComboboxOption } from './comboboxTypes';

/** The field and its floating list: the list is placed under the field, over what follows. */
export const Anchor = styled.div`
  position: relative;
`;

export const ToggleButton = styled.button`
  display: grid;
  place-items: center;
  flex: none;
  padding: 0.125rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: none;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
  }
  &:disabled {
    cursor: not-allowed;
  }
  svg {
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const popup = `
  position: absolute;
  z-index: 10;
  inset-inline: 0;
  inset-block-start: calc(100% + 0.25rem);
`;

/**
 * "No options" or "Loading…" in place of the list: outside the listbox, which may hold only options
 * and groups (it stays in the page, hidden, as the combobox's aria-controls target).
 */
export const MenuMessage = styled.div`
  ${popup}
  padding: 0.875rem 1.125rem;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.palette.background.paper};
  border: 1px solid ${({ theme }) => theme.palette.divider};
  box-shadow: ${({ theme }) => theme.shadows[3]};
  color: ${({ theme }) => theme.palette.text.secondary};
`;

export const ListBox = styled.div<{ $open: boolean }>`
  position: absolute;
  z-index: 10;
  inset-inline: 0;
  inset-block-start: calc(100% + 0.25rem);
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  max-block-size: 16rem;
  overflow-y: auto;
  margin: 0;
  padding: 0.375rem;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.palette.background.paper};
  border: 1px solid ${({ theme }) => theme.palette.divider};
  box-shadow: ${({ theme }) => theme.shadows[3]};
`;

export const GroupName = styled.div`
  padding: 0.5rem 0.75rem 0.25rem;
  font-size: 0.75rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.03em;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

export const OptionRow = styled.div<{ $highlighted: boolean; $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  cursor: pointer;
  color: ${({ theme, $selected }) => ($selected ? theme.palette.primary.text : theme.palette.text.primary)};
  background: ${({ theme, $highlighted, $selected }) =>
    $highlighted ? theme.palette.action.hover : $selected ? theme.palette.primary.tonal : 'transparent'};
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.palette.text.disabled};
  }
`;

const OptionText = styled.span`
  display: grid;
  flex: 1;
  min-inline-size: 0;
  small {
    color: ${({ theme }) => theme.palette.text.secondary};
    font-size: 0.8125rem;
  }
`;

/** What an option shows: its start (icon, avatar), label, description, and a check when selected. */
export function OptionContent({ option, selected }: { option: ComboboxOption; selected: boolean }) {
  return (
    <>
      {option.start}
      <OptionText>
        <span>{option.label}</span>
        {option.description && <small>{option.description}</small>}
      </OptionText>
      {selected && <IconCheck size={16} aria-hidden="true" />}
    </>
  );
}

/** Options in their groups, in the order the groups first appear; `render` draws one with its index. */
export function renderGrouped(
  options: readonly ComboboxOption[],
  render: (option: ComboboxOption, index: number) => ReactNode,
  groupId: (group: string) => string,
): ReactNode {
  if (!options.some((o) => o.group)) return options.map(render);
  const groups = new Map<string, { option: ComboboxOption; index: number }[]>();
  options.forEach((option, index) => {
    const key = option.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), { option, index }]);
  });
  return [...groups].map(([group, members]) => (
    <div key={group} role="group" aria-labelledby={groupId(group)}>
      <GroupName id={groupId(group)}>{group}</GroupName>
      {members.map(({ option, index }) => render(option, index))}
    </div>
  ));
}

/** Sorts options so that each group's members are contiguous (downshift's indexes follow that order). */
export function groupInOrder(options: readonly ComboboxOption[]): ComboboxOption[] {
  const order: string[] = [];
  for (const o of options) if (!order.includes(o.group ?? '')) order.push(o.group ?? '');
  return [...options].sort((a, b) => order.indexOf(a.group ?? '') - order.indexOf(b.group ?? ''));
}
