import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Skeleton, type ColorName } from '@atrium/ui';

const Root = styled(Card)`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.25rem 1.5rem;
  & > :first-child {
    min-inline-size: 0;
  }
`;

const Label = styled.div`
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Value = styled.div`
  margin-block: 0.25rem;
  font-size: 1.5rem;
  font-weight: 500;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.palette.text.primary};
`;

const Detail = styled.div`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Icon = styled.span<{ $color: ColorName }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  color: ${({ theme, $color }) => theme.palette[$color].main};
  background: ${({ theme, $color }) => theme.palette[$color].tonal};
`;

/** A summary card: a label, its value, one detail line and an icon. */
export function StatCard({
  label,
  value,
  detail,
  icon,
  color = 'primary',
  loading,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  icon: ReactNode;
  color?: ColorName;
  loading?: boolean;
}) {
  return (
    <Root>
      <div>
        <Label>{label}</Label>
        <Value>{loading ? <Skeleton $width="4rem" $height="1.5rem" /> : value}</Value>
        {detail ? <Detail>{detail}</Detail> : null}
      </div>
      <Icon $color={color} aria-hidden="true">
        {icon}
      </Icon>
    </Root>
  );
}

/** The row of summary cards above a list. */
export const StatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1.5rem;
  margin-block-end: 1.5rem;
`;
