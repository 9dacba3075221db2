import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconTrash } from '@tabler/icons-react';
import { Button, EmptyState, IconButton } from '@atrium/ui/core';
import { formatPrice } from '../plans/formatPrice';
import type { CartLine } from './cart';

const Lines = styled.ul`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto auto;
    align-items: center;
    gap: 0.75rem;
    padding-block: 0.75rem;
    border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  }
  .name {
    font-weight: 500;
  }
  .each {
    display: block;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  input {
    inline-size: 4.5rem;
    min-block-size: 2.375rem;
    padding-inline: 0.5rem;
    border-radius: ${({ theme }) => theme.radius.md}px;
    border: 1px solid ${({ theme }) => theme.palette.divider};
    background: ${({ theme }) => theme.palette.background.paper};
    color: ${({ theme }) => theme.palette.text.primary};
    font: inherit;
  }
  .line-total {
    min-inline-size: 5rem;
    text-align: end;
    font-weight: 600;
  }
`;

/**
 * A quantity from 1 to 99. What is typed stays as typed (an emptied field while a new number is typed);
 * each whole number in range counts at once, and leaving the field shows the quantity that counts.
 */
function QuantityInput({
  label,
  quantity,
  onChange,
}: {
  label: string;
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      type="number"
      min={1}
      max={99}
      inputMode="numeric"
      aria-label={label}
      value={draft ?? quantity}
      onChange={(e) => {
        setDraft(e.target.value);
        const next = Number(e.target.value);
        if (e.target.value !== '' && Number.isInteger(next) && next >= 1 && next <= 99) onChange(next);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

/** The cart: each item's quantity (1 to 99) and a way to remove it. */
export function CartStep({
  lines,
  onQuantity,
  onRemove,
  onRestore,
  onNext,
}: {
  lines: readonly CartLine[];
  onQuantity: (id: CartLine['id'], quantity: number) => void;
  onRemove: (id: CartLine['id']) => void;
  onRestore: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  if (!lines.length)
    return (
      <EmptyState
        title={t('checkout.empty')}
        text={t('checkout.emptyText')}
        action={<Button onClick={onRestore}>{t('checkout.restore')}</Button>}
      />
    );
  return (
    <>
      <Lines>
        {lines.map((line) => {
          const name = t(`checkout.products.${line.id}`);
          return (
            <li key={line.id}>
              <span>
                <span className="name">{name}</span>
                <span className="each">{t('checkout.each', { price: formatPrice(line.price) })}</span>
              </span>
              <QuantityInput
                label={t('checkout.quantity', { name })}
                quantity={line.quantity}
                onChange={(quantity) => onQuantity(line.id, quantity)}
              />
              <span className="line-total">{formatPrice(line.price * line.quantity)}</span>
              <IconButton aria-label={t('checkout.remove', { name })} onClick={() => onRemove(line.id)}>
                <IconTrash size={20} aria-hidden="true" />
              </IconButton>
            </li>
          );
        })}
      </Lines>
      <Button onClick={onNext}>{t('checkout.continue')}</Button>
    </>
  );
}
