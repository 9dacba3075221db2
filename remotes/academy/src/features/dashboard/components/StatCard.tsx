import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar, Card, type ColorName } from '@atrium/ui';

const Root = styled(Card)`
  display: flex;
  align-items: center;
  gap: 1rem;
  padding: 1.25rem 1.5rem;
  .value {
    font-size: 1.5rem;
    font-weight: 500;
    line-height: 1.2;
  }
  .label {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/** One number of the dashboard with its meaning. */
export function StatCard({
  icon,
  color,
  value,
  label,
}: {
  icon: ReactNode;
  color: ColorName;
  value: ReactNode;
  label: string;
}) {
  return (
    <Root>
      <Avatar name={label} color={color} icon={icon} size={48} />
      <div>
        <div className="value">{value}</div>
        <div className="label">{label}</div>
      </div>
    </Root>
  );
}
