import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CRM_LEAD_STAGES, type CrmLead, type CrmPeriodQuery } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { useListController } from '@atrium/platform/list';
import { Card, CardHeader, Chip, ListToolbar, Select } from '@atrium/ui';
import { DataTable, ListSearchField } from '@atrium/ui/data-table';
import { crmLeadsQuery, useCrmLeads } from '../api/getCrmLeads';
import { LEAD_STAGE_COLORS, useLeadColumns } from './useLeadColumns';

const ByStage = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0 1.5rem 1rem;
  list-style: none;
`;

/**
 * The period's leads: how many at each stage, then a table searched, filtered by stage, sorted and
 * paged (that state in the URL, beside the dashboard's range).
 */
export function LeadsCard({ period }: { period: CrmPeriodQuery }) {
  const { t } = useTranslation('admin');
  const { number } = useFormatters();
  const list = useListController({
    filters: ['stage'] as const,
    query: (params) => crmLeadsQuery(period, params),
    select: (data) => ({ rows: data.leads, total: data.total }),
    getRowId: (lead: CrmLead) => lead.id,
  });
  // The same query as the table's (one request): its counts by stage.
  const byStage = useCrmLeads(period, list.params).data?.byStage;
  const columns = useLeadColumns();
  return (
    <Card>
      <CardHeader title={t('crm.leads.title')} subtitle={t('crm.leads.subtitle')} />
      {byStage && (
        <ByStage aria-label={t('crm.leads.byStage')}>
          {CRM_LEAD_STAGES.map((stage) => (
            <li key={stage}>
              <Chip color={LEAD_STAGE_COLORS[stage]}>
                {t(`crm.leads.stages.${stage}`)}: {number(byStage[stage])}
              </Chip>
            </li>
          ))}
        </ByStage>
      )}
      <ListToolbar>
        <Select
          aria-label={t('crm.leads.stageFilter')}
          placeholder={t('crm.leads.allStages')}
          options={CRM_LEAD_STAGES.map((s) => ({ value: s, label: t(`crm.leads.stages.${s}`) }))}
          value={list.filters.stage ?? ''}
          onChange={(e) => list.setFilters({ stage: e.target.value || undefined })}
          style={{ minInlineSize: '11rem' }}
        />
        <ListSearchField
          label={t('crm.leads.search')}
          search={list.search}
          style={{ minInlineSize: '16rem', marginInlineStart: 'auto' }}
        />
      </ListToolbar>
      <DataTable
        label={t('crm.leads.title')}
        columns={columns}
        state={list.table}
        emptyText={t('crm.leads.empty')}
      />
    </Card>
  );
}
