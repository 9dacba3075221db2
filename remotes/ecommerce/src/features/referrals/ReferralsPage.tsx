import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  IconCurrencyDollar,
  IconGift,
  IconRocket,
  IconSend,
  IconUserPlus,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import { parseMoney, useStoreFormatters } from '@atrium/platform';
import { useListController } from '@atrium/platform/list';
import { autoColumns, Card, CardContent, CardHeader, Grid, PageHeader } from '@atrium/ui';
import { DataTable } from '@atrium/ui/data-table';
import { StatRow } from '../../common/StatRow';
import { referralsQuery, useReferrals } from './api/getReferrals';
import { useReferralColumns } from './components/useReferralColumns';
import { InviteCard } from './components/InviteCard';

const Columns = styled(Grid).attrs({ $min: '20rem' })`
  margin-block-end: 1.5rem;
`;

const Steps = styled.ol`
  display: grid;
  ${autoColumns('9rem')}
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: center;
  li {
    display: grid;
    justify-items: center;
    gap: 0.5rem;
  }
  span[aria-hidden] {
    display: inline-grid;
    place-items: center;
    inline-size: 4rem;
    block-size: 4rem;
    border-radius: 50%;
    border: 2px dashed ${({ theme }) => theme.palette.primary.main};
    color: ${({ theme }) => theme.palette.primary.main};
  }
  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/** Referrals: earnings, how it works, invite, and the referred users (sort and paging in the URL). */
export default function ReferralsPage() {
  const { t } = useTranslation('ecommerce');
  const { money, number } = useStoreFormatters();
  // The referrals have no search: the table sorts and pages.
  const list = useListController({
    query: ({ q: _q, ...params }) => referralsQuery(params),
    select: (data) => ({ rows: data.referrals, total: data.total }),
    getRowId: (r) => r.id,
  });
  const all = useReferrals({ itemsPerPage: -1 });
  const columns = useReferralColumns();

  const rows = all.data?.referrals ?? [];
  const sum = (pred: (s: string) => boolean) =>
    rows.filter((r) => pred(r.status)).reduce((s, r) => s + parseMoney(r.earning), 0);
  const paid = rows.filter((r) => r.status === 'Paid').length;

  return (
    <>
      <PageHeader title={t('referrals.title')} />
      <StatRow
        cards={[
          {
            title: t('referrals.stats.earnings'),
            value: money(sum((s) => s !== 'Rejected')),
            icon: <IconCurrencyDollar size={24} />,
            loading: all.isLoading,
          },
          {
            title: t('referrals.stats.unpaid'),
            value: money(sum((s) => s === 'Unpaid')),
            icon: <IconWallet size={24} />,
            color: 'warning',
            loading: all.isLoading,
          },
          {
            title: t('referrals.stats.signups'),
            value: number(rows.length),
            icon: <IconUsers size={24} />,
            color: 'info',
            loading: all.isLoading,
          },
          {
            title: t('referrals.stats.conversion'),
            value: number(rows.length ? paid / rows.length : 0, {
              style: 'percent',
              maximumFractionDigits: 1,
            }),
            icon: <IconRocket size={24} />,
            color: 'success',
            loading: all.isLoading,
          },
        ]}
      />
      <Columns>
        <Card>
          <CardHeader title={t('referrals.how.title')} subtitle={t('referrals.how.subtitle')} />
          <CardContent>
            <Steps>
              <li>
                <span aria-hidden="true">
                  <IconSend size={28} />
                </span>
                <p>{t('referrals.how.step1')}</p>
              </li>
              <li>
                <span aria-hidden="true">
                  <IconUserPlus size={28} />
                </span>
                <p>{t('referrals.how.step2')}</p>
              </li>
              <li>
                <span aria-hidden="true">
                  <IconGift size={28} />
                </span>
                <p>{t('referrals.how.step3')}</p>
              </li>
            </Steps>
          </CardContent>
        </Card>
        <InviteCard />
      </Columns>
      <Card>
        <CardHeader title={t('referrals.table')} />
        <DataTable
          label={t('referrals.table')}
          columns={columns}
          state={list.table}
          emptyText={t('referrals.empty')}
        />
      </Card>
    </>
  );
}
