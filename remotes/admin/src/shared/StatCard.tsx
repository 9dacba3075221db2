import type { ComponentType } from 'react';
import styled from 'styled-components';
import type { IconProps } from '@tabler/icons-react';
import { Card, CardContent, type ColorName } from '@atrium/ui';

export const SummaryGrid = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

const Stat = styled(CardContent)<{ $color: ColorName }>`
  display: flex;
  align-items: center;
  gap: 1rem;
  border-block-end: 3px solid ${({ theme, $color }) => theme.palette[$color].main};
  border-radius: inherit;
  .icon {
    display: grid;
    place-items: center;
    inline-size: 2.75rem;
    block-size: 2.75rem;
    border-radius: ${({ theme }) => theme.radius.md}px;
    background: ${({ theme, $color }) => theme.palette[$color].tonal};
    color: ${({ theme, $color }) => theme.palette[$color].main};
  }
  strong {
    display: block;
    font-size: 1.5rem;
    font-weight: 500;
  }
  span {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/** One number with its label and icon, in a colour. */
export function StatCard({
  label,
  value,
  color,
  icon: Icon,
}: {
  label: string;
  value: string;
  color: ColorName;
  icon: ComponentType<IconProps>;
}) {
  return (
    <Card>
      <Stat $color={color}>
        <div className="icon">
          <Icon size={24} aria-hidden="true" />
        </div>
        <div>
          <strong>{value}</strong>
          <span>{label}</span>
        </div>
      </Stat>
    </Card>
  );
}
