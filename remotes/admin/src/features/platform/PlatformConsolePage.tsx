import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformArea } from '@atrium/contracts';
import { useListController } from '@atrium/platform/list';
import { Card, ConfirmDialog, ListToolbar, PageHeader, toast } from '@atrium/ui';
import { DataTable, ListSearchField } from '@atrium/ui/data-table';
import { platformAreasQuery } from './api/getPlatformAreas';
import { useRollbackArea } from './api/rollbackArea';
import { CanaryDialog } from './components/CanaryDialog';
import { HistoryDialog } from './components/HistoryDialog';
import { OverrideDialog } from './components/OverrideDialog';
import { usePlatformColumns } from './components/usePlatformColumns';
import { AreaHealthCard } from './components/AreaHealthCard';

/**
 * The Platform console: every area's live and canary versions from the API's registry, and this
 * session's overrides; an area's history; rollback (the previous version is live again, after
 * confirmation), canary (a share of users or named roles) and an override for this session only; and
 * each build's health over the last day, from real page loads.
 */
export default function PlatformConsolePage() {
  const { t } = useTranslation('admin');
  const list = useListController({
    query: platformAreasQuery,
    select: (data) => ({ rows: data.areas, total: data.total }),
    getRowId: (area: PlatformArea) => area.area,
  });
  const rollback = useRollbackArea();
  const [history, setHistory] = useState<string | null>(null);
  const [rollingBack, setRollingBack] = useState<PlatformArea | null>(null);
  const [canary, setCanary] = useState<PlatformArea | null>(null);
  const [override, setOverride] = useState<PlatformArea | null>(null);
  const actions = useMemo(
    () => ({
      history: (area: PlatformArea) => setHistory(area.area),
      rollback: setRollingBack,
      canary: setCanary,
      override: setOverride,
    }),
    [],
  );
  const columns = usePlatformColumns(actions);

  const confirmRollback = async () => {
    if (!rollingBack) return;
    try {
      const live = await rollback.mutateAsync(rollingBack.area);
      toast.success(t('platform.rolledBack', { area: rollingBack.area, version: live.version }));
      setRollingBack(null);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('platform.rollbackFailed'));
      throw error;
    }
  };

  return (
    <>
      <PageHeader title={t('platform.title')} subtitle={t('platform.subtitle')} />
      <Card>
        <ListToolbar>
          <ListSearchField
            label={t('platform.search')}
            search={list.search}
            style={{ minInlineSize: '16rem', marginInlineStart: 'auto' }}
          />
        </ListToolbar>
        <DataTable
          label={t('platform.title')}
          columns={columns}
          state={list.table}
          emptyText={t('platform.empty')}
        />
      </Card>
      <AreaHealthCard />
      <HistoryDialog area={history} onClose={() => setHistory(null)} />
      <CanaryDialog area={canary} onClose={() => setCanary(null)} />
      <OverrideDialog area={override} onClose={() => setOverride(null)} />
      <ConfirmDialog
        open={rollingBack !== null}
        onOpenChange={(open) => !open && setRollingBack(null)}
        title={t('platform.confirmRollback.title', { area: rollingBack?.area })}
        message={t('platform.confirmRollback.text', { version: rollingBack?.live?.version })}
        confirmLabel={t('platform.rollback')}
        destructive
        onConfirm={confirmRollback}
      />
    </>
  );
}
