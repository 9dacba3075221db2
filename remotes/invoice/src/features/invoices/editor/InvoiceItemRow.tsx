import type { KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { IconButton, TextField } from '@atrium/ui';
import { findCatalogItem } from './itemCatalog';
import { LiveLineTotal } from './LiveTotals';
import type { InvoiceFormValues } from './invoiceFormSchema';

const Line = styled.li`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: minmax(0, 1fr);
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.palette.divider};
  border-radius: ${({ theme }) => theme.radius.md}px;
  @media (min-width: 760px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr) minmax(6rem, 1fr) minmax(5rem, 1fr) auto auto;
    align-items: start;
  }
`;

const LineTotal = styled.div`
  display: grid;
  gap: 0.25rem;
  min-inline-size: 6rem;
  font-size: 0.8125rem;
  output {
    padding-block: 0.5rem;
    font-size: 0.9375rem;
    font-weight: 500;
    font-variant-numeric: tabular-nums;
  }
`;

const Tools = styled.div`
  display: flex;
  gap: 0.25rem;
  align-items: center;
  align-self: center;
`;

/** The key of a focused field or button, so focus can follow the line to where it moved. */
export type LineFocus = { field: string } | { action: 'up' | 'down' | 'remove' };

export interface InvoiceItemRowProps {
  index: number;
  count: number;
  /** The id of the catalog's datalist (suggested item names). */
  catalogId: string;
  onMove: (from: number, to: number, focus: LineFocus) => void;
  onRemove: (index: number) => void;
}

/** One line of the invoice: item, description, unit cost, quantity (or hours), its total, and its tools. */
export function InvoiceItemRow({ index, count, catalogId, onMove, onRemove }: InvoiceItemRowProps) {
  const { t } = useTranslation('invoice');
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<InvoiceFormValues>();
  const error = errors.items?.[index];
  const position = index + 1;

  // Picking a catalog service on a line not yet priced fills in what it usually costs and says.
  const fillFromCatalog = (name: string) => {
    const known = findCatalogItem(name);
    if (!known) return;
    if (!getValues(`items.${index}.description`))
      setValue(`items.${index}.description`, known.description, { shouldDirty: true });
    if (!getValues(`items.${index}.cost`))
      setValue(`items.${index}.cost`, known.cost, { shouldDirty: true, shouldValidate: true });
  };

  // Alt+ArrowUp / Alt+ArrowDown anywhere on the line moves it, keeping focus where it was.
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const to = event.key === 'ArrowUp' ? index - 1 : index + 1;
    event.preventDefault();
    if (to < 0 || to >= count) return;
    const target = event.target as HTMLElement;
    const field = target.getAttribute('name')?.split('.').pop();
    const action = target.getAttribute('data-action') as 'up' | 'down' | 'remove' | null;
    onMove(index, to, field ? { field } : { action: action ?? 'up' });
  };

  const itemField = register(`items.${index}.name`);
  return (
    <Line data-line={index} aria-label={t('form.items.line', { position, count })} onKeyDown={onKeyDown}>
      <TextField
        label={t('form.items.item')}
        list={catalogId}
        autoComplete="off"
        {...itemField}
        onChange={(event) => {
          void itemField.onChange(event);
          fillFromCatalog(event.target.value);
        }}
        error={error?.name?.message}
      />
      <TextField
        label={t('form.items.description')}
        {...register(`items.${index}.description`)}
        error={error?.description?.message}
      />
      <TextField
        label={t('form.items.cost')}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        {...register(`items.${index}.cost`, { valueAsNumber: true })}
        error={error?.cost?.message}
      />
      <TextField
        label={t('form.items.quantity')}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        {...register(`items.${index}.quantity`, { valueAsNumber: true })}
        error={error?.quantity?.message}
      />
      <LineTotal>
        <span id={`line-total-${index}`}>{t('form.items.lineTotal')}</span>
        <output aria-labelledby={`line-total-${index}`}>
          <LiveLineTotal control={control} index={index} />
        </output>
      </LineTotal>
      <Tools>
        <IconButton
          size="sm"
          data-action="up"
          aria-label={t('form.items.moveUp', { position })}
          aria-keyshortcuts="Alt+ArrowUp"
          disabled={index === 0}
          onClick={() => onMove(index, index - 1, { action: 'up' })}
        >
          <IconArrowUp size={18} aria-hidden="true" />
        </IconButton>
        <IconButton
          size="sm"
          data-action="down"
          aria-label={t('form.items.moveDown', { position })}
          aria-keyshortcuts="Alt+ArrowDown"
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1, { action: 'down' })}
        >
          <IconArrowDown size={18} aria-hidden="true" />
        </IconButton>
        <IconButton
          size="sm"
          color="error"
          data-action="remove"
          aria-label={t('form.items.remove', { position })}
          disabled={count === 1}
          onClick={() => onRemove(index)}
        >
          <IconTrash size={18} aria-hidden="true" />
        </IconButton>
      </Tools>
    </Line>
  );
}
