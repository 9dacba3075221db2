import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconPlus } from '@tabler/icons-react';
import { MAX_INVOICE_ITEMS } from '@atrium/contracts';
import { Button, VisuallyHidden } from '@atrium/ui';
import { FieldErrorText } from '@atrium/ui/forms';
import { InvoiceItemRow, type LineFocus } from './InvoiceItemRow';
import { emptyItem } from './invoiceFormDefaults';
import { ITEM_CATALOG } from './itemCatalog';
import type { InvoiceFormValues } from './invoiceFormSchema';

const Lines = styled.ol`
  display: grid;
  gap: 0.75rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
`;

const Heading = styled.h2`
  margin: 0 0 0.25rem;
  font-size: 1rem;
  font-weight: 500;
`;

const Hint = styled.p`
  margin: 0 0 1rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

/** Where focus goes once the lines have re-rendered. */
function focusTarget(list: HTMLElement, line: number, focus: LineFocus): HTMLElement | null {
  const row = list.querySelector<HTMLElement>(`[data-line="${line}"]`);
  if (!row) return null;
  if ('field' in focus) return row.querySelector<HTMLElement>(`[name="items.${line}.${focus.field}"]`);
  // A line moved to the top or bottom has its button disabled: the other move button takes focus.
  const candidates = [focus.action, 'up', 'down'].map((action) =>
    row.querySelector<HTMLButtonElement>(`[data-action="${action}"]`),
  );
  return candidates.find((button) => button && !button.disabled) ?? null;
}

/**
 * The invoice's lines (useFieldArray): add, remove, and reorder with the Move up / Move down buttons or
 * Alt+ArrowUp / Alt+ArrowDown on a line; focus follows the moved line and the move is announced.
 */
export function InvoiceItemsEditor() {
  const { t } = useTranslation('invoice');
  const catalogId = useId();
  const {
    control,
    formState: { errors },
  } = useFormContext<InvoiceFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'items' });
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<{ line: number; focus: LineFocus } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || !listRef.current) return;
    pendingFocus.current = null;
    const target =
      focusTarget(listRef.current, pending.line, pending.focus) ??
      focusTarget(listRef.current, pending.line, { field: 'name' }) ??
      addRef.current;
    target?.focus();
  }, [fields]);

  const onMove = (from: number, to: number, focus: LineFocus) => {
    if (to < 0 || to >= fields.length) return;
    pendingFocus.current = { line: to, focus };
    move(from, to);
    setAnnouncement(t('form.items.moved', { from: from + 1, to: to + 1 }));
  };

  const onRemove = (index: number) => {
    // The next line (or the previous one, for the last) takes focus; its item field is where typing goes.
    pendingFocus.current = { line: Math.min(index, fields.length - 2), focus: { field: 'name' } };
    remove(index);
    setAnnouncement(t('form.items.removed', { position: index + 1 }));
  };

  const onAdd = () => {
    pendingFocus.current = { line: fields.length, focus: { field: 'name' } };
    append(emptyItem(), { shouldFocus: false });
  };

  const listError = errors.items?.root?.message ?? errors.items?.message;
  return (
    <section aria-labelledby={`${catalogId}-heading`}>
      <Heading id={`${catalogId}-heading`}>{t('form.items.title')}</Heading>
      <Hint>{t('form.items.hint')}</Hint>
      <datalist id={catalogId}>
        {ITEM_CATALOG.map((item) => (
          <option key={item.name} value={item.name} />
        ))}
      </datalist>
      <Lines ref={listRef}>
        {fields.map((field, index) => (
          <InvoiceItemRow
            key={field.id}
            index={index}
            count={fields.length}
            catalogId={catalogId}
            onMove={onMove}
            onRemove={onRemove}
          />
        ))}
      </Lines>
      <FieldErrorText id={`${catalogId}-error`} message={listError} />
      <Button
        ref={addRef}
        type="button"
        variant="tonal"
        startIcon={<IconPlus size={18} aria-hidden="true" />}
        disabled={fields.length >= MAX_INVOICE_ITEMS}
        onClick={onAdd}
      >
        {t('form.items.add')}
      </Button>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </section>
  );
}
