import { useTranslation } from 'react-i18next';
import { useFormatters } from '@atrium/platform';
import { Chip } from '@atrium/ui';

/** A balance: "Paid" when nothing is due, otherwise the amount (a credit shows negative). */
export function BalanceCell({ balance }: { balance: number }) {
  const { t } = useTranslation('invoice');
  const { money } = useFormatters();
  if (balance === 0)
    return (
      <Chip color="success" size="sm">
        {t('status.Paid')}
      </Chip>
    );
  return <span>{money(balance)}</span>;
}
