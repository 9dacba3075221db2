import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { CrmLead, CrmLeadStage } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { Chip, IdentityCell, useCountryName, type ColorName } from '@atrium/ui';

export const LEAD_STAGE_COLORS: Record<CrmLeadStage, ColorName> = {
  new: 'info',
  contacted: 'primary',
  qualified: 'warning',
  converted: 'success',
  lost: 'error',
};

/** The leads table's columns: lead (and email), company (and country), stage, value, created. */
export function useLeadColumns() {
  const { t } = useTranslation('admin');
  const { money, date, locale } = useFormatters();
  const countryName = useCountryName(locale);
  return useMemo<ColumnDef<CrmLead, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('crm.leads.columns.lead'),
        cell: ({ row }) => <IdentityCell name={row.original.name} detail={row.original.email} />,
        meta: { sortKey: 'name' },
      },
      {
        id: 'company',
        header: t('crm.leads.columns.company'),
        cell: ({ row }) => (
          <>
            <div>{row.original.company}</div>
            <small>{countryName(row.original.countryCode, row.original.country)}</small>
          </>
        ),
        meta: { sortKey: 'company' },
      },
      {
        id: 'stage',
        header: t('crm.leads.columns.stage'),
        cell: ({ row }) => (
          <Chip size="sm" color={LEAD_STAGE_COLORS[row.original.stage]}>
            {t(`crm.leads.stages.${row.original.stage}`)}
          </Chip>
        ),
        meta: { sortKey: 'stage' },
      },
      {
        id: 'value',
        header: t('crm.leads.columns.value'),
        cell: ({ row }) => money(row.original.value),
        meta: { sortKey: 'value', align: 'end' },
      },
      {
        id: 'createdDate',
        header: t('crm.leads.columns.created'),
        cell: ({ row }) => (
          <span style={{ whiteSpace: 'nowrap' }}>
            {date(`${row.original.createdDate}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}
          </span>
        ),
        meta: { sortKey: 'createdDate' },
      },
    ],
    [t, money, date, countryName],
  );
}
