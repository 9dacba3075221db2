import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormatters } from '@atrium/platform';
import { Card, CardHeader, PageHeader } from '@atrium/ui';

/** Nutrition per 100 g: the classic sample of a simple table. */
const DESSERTS = [
  { name: 'Frozen Yogurt', calories: 159, fat: 6, carbs: 24, protein: 4 },
  { name: 'Ice cream sandwich', calories: 237, fat: 9, carbs: 37, protein: 4.3 },
  { name: 'Eclair', calories: 262, fat: 16, carbs: 23, protein: 6 },
  { name: 'Cupcake', calories: 305, fat: 3.7, carbs: 67, protein: 4.3 },
  { name: 'Gingerbread', calories: 356, fat: 16, carbs: 49, protein: 3.9 },
  { name: 'Jelly bean', calories: 375, fat: 0, carbs: 94, protein: 0 },
  { name: 'Lollipop', calories: 392, fat: 0.2, carbs: 98, protein: 0 },
  { name: 'Honeycomb', calories: 408, fat: 3.2, carbs: 87, protein: 6.5 },
  { name: 'Donut', calories: 452, fat: 25, carbs: 51, protein: 4.9 },
  { name: 'KitKat', calories: 518, fat: 26, carbs: 65, protein: 7 },
] as const;

const Table = styled.table<{ $dense?: boolean; $striped?: boolean }>`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ $dense }) => ($dense ? '0.375rem 1.5rem' : '0.875rem 1.5rem')};
    border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
    text-align: start;
  }
  th {
    font-size: 0.8125rem;
    font-weight: 500;
    text-transform: uppercase;
    background: ${({ theme }) => theme.palette.background.paper};
  }
  td + td,
  th + th {
    text-align: end;
  }
  tbody tr:nth-child(even) {
    background: ${({ theme, $striped }) => ($striped ? theme.palette.action.hover : 'transparent')};
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.palette.action.selected};
  }
`;

const Scroll = styled.div<{ $maxHeight?: string }>`
  overflow: auto;
  max-block-size: ${({ $maxHeight }) => $maxHeight ?? 'none'};
  margin-block-start: 1rem;
  thead th {
    position: sticky;
    inset-block-start: 0;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
`;

function Desserts({ label, dense, striped }: { label: string; dense?: boolean; striped?: boolean }) {
  const { t } = useTranslation('admin');
  const { number } = useFormatters();
  return (
    <Table aria-label={label} $dense={dense} $striped={striped}>
      <thead>
        <tr>
          <th scope="col">{t('tables.simple.dessert')}</th>
          <th scope="col">{t('tables.simple.calories')}</th>
          <th scope="col">{t('tables.simple.fat')}</th>
          <th scope="col">{t('tables.simple.carbs')}</th>
          <th scope="col">{t('tables.simple.protein')}</th>
        </tr>
      </thead>
      <tbody>
        {DESSERTS.map((d) => (
          <tr key={d.name}>
            <th scope="row" style={{ fontWeight: 400, textTransform: 'none', fontSize: 'inherit' }}>
              {d.name}
            </th>
            <td>{number(d.calories)}</td>
            <td>{number(d.fat)}</td>
            <td>{number(d.carbs)}</td>
            <td>{number(d.protein)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Simple tables: basic, dense, striped and with a fixed header. */
export default function SimpleTablePage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader title={t('tables.simpleTitle')} />
      <Stack>
        <Card>
          <CardHeader title={t('tables.simple.basic')} />
          <Scroll>
            <Desserts label={t('tables.simple.basic')} />
          </Scroll>
        </Card>
        <Card>
          <CardHeader title={t('tables.simple.dense')} />
          <Scroll>
            <Desserts label={t('tables.simple.dense')} dense />
          </Scroll>
        </Card>
        <Card>
          <CardHeader title={t('tables.simple.striped')} />
          <Scroll>
            <Desserts label={t('tables.simple.striped')} striped />
          </Scroll>
        </Card>
        <Card>
          <CardHeader title={t('tables.simple.fixedHeader')} />
          {/* Scrollable region: focusable so keyboard users can scroll it. */}
          <Scroll $maxHeight="18rem" tabIndex={0} role="region" aria-label={t('tables.simple.fixedHeader')}>
            <Desserts label={t('tables.simple.fixedHeader')} />
          </Scroll>
        </Card>
      </Stack>
    </>
  );
}
