import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ColumnDef } from '@tanstack/react-table';
import type { AuditEntry } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { Button, Chip } from '@atrium/ui';
import { changeText } from './changeText';
import { recordLink } from './recordLink';

const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.125rem;
  max-inline-size: 28rem;
  li {
    overflow-wrap: anywhere;
    text-align: start;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: 0.8125rem;
`;

const ACTION_COLOR = {
  create: 'success',
  update: 'info',
  delete: 'error',
  signIn: 'secondary',
  signInFailed: 'warning',
} as const;

/** How many changes a row shows before "and n more". */
const SHOWN = 3;

/**
 * The audit log's columns: when (sortable), who (a button that keeps only their entries), what was
 * done to which record (a link where it has a page), the fields before and after, and from where.
 */
export function useAuditColumns(onActor: (entry: AuditEntry) => void) {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  return useMemo<ColumnDef<AuditEntry, unknown>[]>(
    () => [
      {
        id: 'at',
        header: t('audit.columns.at'),
        cell: ({ row }) => (
          <time dateTime={row.original.at} style={{ whiteSpace: 'nowrap' }}>
            {format.date(row.original.at, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        ),
        meta: { sortKey: 'at' },
      },
      {
        id: 'actor',
        header: t('audit.columns.actor'),
        cell: ({ row }) => {
          const e = row.original;
          if (e.actorId === null) return <Muted>{t('audit.visitor')}</Muted>;
          return (
            <div style={{ display: 'grid' }}>
              <Button
                variant="text"
                size="sm"
                style={{ justifySelf: 'start', paddingInline: 0 }}
                aria-label={t('audit.onlyActor', { name: e.actorName })}
                onClick={() => onActor(e)}
              >
                {e.actorName}
              </Button>
              <Muted>{e.actorEmail}</Muted>
            </div>
          );
        },
        meta: { sortKey: 'actor' },
      },
      {
        id: 'action',
        header: t('audit.columns.action'),
        cell: ({ row }) => (
          <Chip color={ACTION_COLOR[row.original.action]} size="sm">
            {t(`audit.actions.${row.original.action}`)}
          </Chip>
        ),
        meta: { sortKey: 'action' },
      },
      {
        id: 'record',
        header: t('audit.columns.record'),
        cell: ({ row }) => {
          const e = row.original;
          const to = recordLink(e);
          const label = e.recordLabel || e.recordId || '';
          return (
            <div style={{ display: 'grid' }}>
              <Muted>{t(`audit.subjects.${e.subject}`)}</Muted>
              {to ? <Link to={to}>{label}</Link> : <span>{label}</span>}
            </div>
          );
        },
        meta: { sortKey: 'subject' },
      },
      {
        id: 'changes',
        header: t('audit.columns.changes'),
        cell: ({ row }) => {
          const { changes } = row.original;
          if (!changes.length) return <Muted>—</Muted>;
          return (
            <Changes>
              {changes.slice(0, SHOWN).map((change) => (
                // Field names and stored values are the data's own (English, code), read left to right.
                <li key={change.field} dir="ltr">
                  {changeText(change)}
                </li>
              ))}
              {changes.length > SHOWN && (
                <li>
                  <Muted>{t('audit.moreChanges', { count: changes.length - SHOWN })}</Muted>
                </li>
              )}
            </Changes>
          );
        },
      },
      {
        id: 'ip',
        header: t('audit.columns.ip'),
        cell: ({ row }) => <span dir="ltr">{row.original.ip}</span>,
      },
    ],
    [t, format, onActor],
  );
}
