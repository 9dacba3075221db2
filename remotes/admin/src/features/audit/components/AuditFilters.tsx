import { useTranslation } from 'react-i18next';
import { IconX } from '@tabler/icons-react';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '@atrium/contracts';
import { Button, DateField, ListToolbar, Select } from '@atrium/ui';
import { ListSearchField } from '@atrium/ui/data-table';
import type { AuditLogList } from './useAuditLog';

/**
 * The audit log's filters, written to the URL: subject, action, the first and last day, the search
 * (who, or the record's name), and the person chosen from a row, with a way to drop it.
 */
export function AuditFilters({ list, actorName }: { list: AuditLogList; actorName?: string }) {
  const { t } = useTranslation('admin');
  const { filters, setFilters } = list;
  return (
    // Every filter has its label above it (the days need theirs): the row lines up on their fields.
    <ListToolbar style={{ alignItems: 'flex-end' }}>
      <Select
        label={t('audit.filters.subject')}
        placeholder={t('audit.filters.allSubjects')}
        options={AUDIT_SUBJECTS.map((s) => ({ value: s, label: t(`audit.subjects.${s}`) }))}
        value={filters.subject ?? ''}
        onChange={(e) => setFilters({ subject: e.target.value })}
        style={{ minInlineSize: '11rem' }}
      />
      <Select
        label={t('audit.filters.action')}
        placeholder={t('audit.filters.allActions')}
        options={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`) }))}
        value={filters.action ?? ''}
        onChange={(e) => setFilters({ action: e.target.value })}
        style={{ minInlineSize: '11rem' }}
      />
      <DateField
        label={t('audit.filters.from')}
        value={filters.from ?? ''}
        max={filters.to || undefined}
        onChange={(e) => setFilters({ from: e.target.value })}
      />
      <DateField
        label={t('audit.filters.to')}
        value={filters.to ?? ''}
        min={filters.from || undefined}
        onChange={(e) => setFilters({ to: e.target.value })}
      />
      {filters.actor && (
        <Button
          variant="tonal"
          color="secondary"
          endIcon={<IconX size={16} aria-hidden="true" />}
          aria-label={t('audit.filters.clearActor', { name: actorName ?? filters.actor })}
          onClick={() => setFilters({ actor: '' })}
        >
          {t('audit.filters.actor', { name: actorName ?? filters.actor })}
        </Button>
      )}
      <ListSearchField
        label={t('audit.search')}
        search={list.search}
        style={{ minInlineSize: '16rem', marginInlineStart: 'auto' }}
      />
    </ListToolbar>
  );
}
