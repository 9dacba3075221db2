import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IconTrash } from '@tabler/icons-react';
import type { Product } from '@atrium/contracts';
import { parseMoney, useStoreFormatters } from '@atrium/platform';
import { SEARCH_DEBOUNCE_MS } from '@atrium/platform/list';
import { Avatar, Card, CardContent, CardHeader, IconButton, TextField } from '@atrium/ui';
import { Autocomplete, type ComboboxOption } from '@atrium/ui/combobox';
import { getProducts } from '../../products';
import type { NewOrderValues } from './newOrderForm';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 6.5rem auto auto;
    align-items: center;
    gap: 0.75rem;
    padding-block-end: 0.75rem;
    border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  }
  .product {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-inline-size: 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  .amount {
    min-inline-size: 5rem;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * The order's lines: products found by name (published ones, with their stock), each at its price now
 * and a quantity no more than is in stock; a product picked twice adds to its line.
 */
export function OrderLinesCard() {
  const { t } = useTranslation('ecommerce');
  const { money } = useStoreFormatters();
  const {
    control,
    register,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<NewOrderValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines', keyName: 'key' });
  const [text, setText] = useState('');
  const found = useRef(new Map<string, Product>());

  const loadSuggestions = useCallback(
    async (q: string): Promise<ComboboxOption[]> => {
      const { products } = await getProducts({ q, status: 'Published', itemsPerPage: 8, page: 1 });
      found.current = new Map(products.map((p) => [String(p.id), p]));
      return products.map((p) => ({
        value: String(p.id),
        label: p.productName,
        description: `${money(parseMoney(p.price))} · ${t('orders.new.inStock', { count: p.qty })}`,
        disabled: p.qty < 1,
      }));
    },
    [money, t],
  );
  const choose = (option: ComboboxOption) => {
    const product = found.current.get(option.value);
    setText('');
    if (!product) return;
    const at = getValues('lines').findIndex((l) => l.productId === product.id);
    if (at >= 0) {
      setValue(`lines.${at}.qty`, getValues(`lines.${at}.qty`) + 1, { shouldValidate: true });
      return;
    }
    append({
      productId: product.id,
      name: product.productName,
      image: product.image,
      price: parseMoney(product.price),
      stock: product.qty,
      qty: 1,
    });
  };

  const lineErrors = errors.lines;
  return (
    <Card>
      <CardHeader title={t('orders.new.lines')} as="h2" />
      <CardContent style={{ display: 'grid', gap: '1rem' }}>
        <Autocomplete
          label={t('orders.new.addProduct')}
          placeholder={t('orders.new.productSearch')}
          value={text}
          onChange={setText}
          onSelect={choose}
          loadSuggestions={loadSuggestions}
          debounceMs={SEARCH_DEBOUNCE_MS}
          loadingText={t('orders.new.searching')}
          noOptionsText={t('orders.new.noMatch')}
          error={lineErrors?.root?.message ?? lineErrors?.message}
        />
        {fields.length > 0 && (
          <Lines aria-label={t('orders.new.lines')}>
            {fields.map((line, i) => (
              <li key={line.key}>
                <div className="product">
                  <Avatar src={line.image || undefined} name={line.name} size={34} />
                  <span>
                    {line.name}
                    <small>
                      {money(line.price)} · {t('orders.new.inStock', { count: line.stock })}
                    </small>
                  </span>
                </div>
                <TextField
                  label={t('orders.new.qty')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={line.stock}
                  size="sm"
                  error={lineErrors?.[i]?.qty?.message}
                  {...register(`lines.${i}.qty`, { valueAsNumber: true })}
                />
                <span className="amount">
                  <LineTotal index={i} />
                </span>
                <IconButton
                  aria-label={t('orders.new.removeLine', { product: line.name })}
                  onClick={() => remove(i)}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </IconButton>
              </li>
            ))}
          </Lines>
        )}
      </CardContent>
    </Card>
  );
}

/** A line's amount as its quantity changes. */
function LineTotal({ index }: { index: number }) {
  const { money } = useStoreFormatters();
  const { control } = useFormContext<NewOrderValues>();
  // useWatch: only this cell renders again as the quantity is typed, not the whole form.
  const line = useWatch({ control, name: `lines.${index}` });
  return <>{line && Number.isFinite(line.qty) ? money(line.price * line.qty) : '—'}</>;
}
