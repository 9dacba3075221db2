import { useTranslation } from 'react-i18next';
import type { InvoiceCurrency } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { Chip } from '@atrium/ui';

/**
 * A balance: "Paid" when nothing is due, otherwise the amount due in the invoice's currency (a credit
 * shows negative). The API computes balances in whole cents, so "nothing due" is exactly 0.
 */
export function BalanceCell({ balance, currency = 'USD' }: { balance: number; currency?: InvoiceCurrency }) {
  const { t } = useTranslation('invoice');
  const { money } = useFormatters();
  if (balance === 0)
    return (
      <Chip color="success" size="sm">
        {t('status.Paid')}
      </Chip>
    );
  return <span>{money(balance, currency)}</span>;
}
