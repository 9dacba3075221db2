import type { ReactNode } from 'react';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import styled from 'styled-components';
import { autoColumns } from '@atrium/ui';

const Group = styled(RadixRadioGroup.Root)`
  display: grid;
  ${autoColumns('6.5rem', { fill: true })}
  gap: 0.75rem;
`;

const Card = styled(RadixRadioGroup.Item)`
  display: grid;
  justify-items: center;
  gap: 0.4rem;
  padding: 0.75rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.palette.divider};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: none;
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.palette.primary.main};
    color: ${({ theme }) => theme.palette.primary.main};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.palette.primary.main};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: 2px;
  }
`;

export interface OptionCard<V extends string> {
  value: V;
  label: string;
  icon?: ReactNode;
}

/** A labelled group of option cards (a radio group: arrows move, Space selects). */
export function OptionCards<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: OptionCard<V>[];
  onChange: (value: V) => void;
}) {
  return (
    <Group aria-label={label} value={value} onValueChange={(v) => onChange(v as V)}>
      {options.map((o) => (
        <Card key={o.value} value={o.value}>
          {o.icon}
          <span>{o.label}</span>
        </Card>
      ))}
    </Group>
  );
}
