import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl<{ $justify: 'end' | 'space-between' }>`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: ${({ $justify }) => $justify};
  gap: 0.5rem 2rem;
  margin: 0;
  font-variant-numeric: tabular-nums;
  dt {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  dd {
    margin: 0;
    text-align: end;
  }
  .total {
    padding-block-start: 0.5rem;
    border-block-start: 1px solid ${({ theme }) => theme.palette.divider};
    font-weight: 600;
    color: ${({ theme }) => theme.palette.text.primary};
  }
`;

export interface TotalsListProps {
  /** Each line's term and amount, in order (subtotal, discount, shipping, tax…). */
  lines: { label: ReactNode; amount: ReactNode }[];
  /** The last line, set apart with a rule above it. */
  total: { label: ReactNode; amount: ReactNode };
  /** The amounts at the inline end of the box (a summary under a form), or spread across it (a card). */
  justify?: 'end' | 'space-between';
  /** Its name, when no heading names the box it is in. */
  'aria-label'?: string;
  className?: string;
}

/**
 * An order's or an invoice's figures as a definition list, the total last, announced politely as they
 * change (a screen reader hears the new total while quantities or rates are edited).
 */
export function TotalsList({ lines, total, justify = 'end', className, ...rest }: TotalsListProps) {
  return (
    <List $justify={justify} aria-live="polite" aria-label={rest['aria-label']} className={className}>
      {lines.map((line, index) => (
        <Line key={index} {...line} />
      ))}
      <dt className="total">{total.label}</dt>
      <dd className="total">{total.amount}</dd>
    </List>
  );
}

function Line({ label, amount }: { label: ReactNode; amount: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{amount}</dd>
    </>
  );
}
