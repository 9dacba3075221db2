import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ColumnDef } from '@tanstack/react-table';
import type { AreaVersion, PlatformArea } from '@atrium/contracts';
import { Can, useFormatters } from '@atrium/platform';
import { Button, Chip } from '@atrium/ui';

const Muted = styled.span`
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: 0.8125rem;
`;

const Cell = styled.div`
  display: grid;
  gap: 0.125rem;
  justify-items: start;
`;

/** A manifest address: code, read left to right in every language, broken anywhere. */
const Url = styled.span`
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
  max-inline-size: 22rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;

/** What each row's buttons open. */
export interface PlatformActions {
  history: (area: PlatformArea) => void;
  rollback: (area: PlatformArea) => void;
  canary: (area: PlatformArea) => void;
  override: (area: PlatformArea) => void;
}

/**
 * The console's columns: the area, its live version (number, build address, who published it and
 * when), its canary and audience, this session's override, and the actions (history for readers;
 * rollback, canary and override for those who may change the registry).
 */
export function usePlatformColumns(actions: PlatformActions) {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  return useMemo<ColumnDef<PlatformArea, unknown>[]>(() => {
    const version = (v: AreaVersion) => (
      <Cell>
        <strong>{t('platform.versionNumber', { version: v.version })}</strong>
        <Url dir="ltr">{v.manifest}</Url>
        <Muted>
          {t('platform.publishedBy', {
            who: v.publishedBy,
            when: format.date(v.publishedAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </Muted>
      </Cell>
    );
    return [
      {
        id: 'area',
        header: t('platform.columns.area'),
        cell: ({ row }) => <strong>{row.original.area}</strong>,
      },
      {
        id: 'live',
        header: t('platform.columns.live'),
        cell: ({ row }) => (row.original.live ? version(row.original.live) : <Muted>—</Muted>),
      },
      {
        id: 'canary',
        header: t('platform.columns.canary'),
        cell: ({ row }) => {
          const { canary } = row.original;
          if (!canary?.canary) return <Muted>—</Muted>;
          const { percent, roles } = canary.canary;
          return (
            <Cell>
              {version(canary)}
              <Chip color="warning" size="sm">
                {roles.length
                  ? t('platform.audienceRoles', { percent, roles: roles.join(', ') })
                  : t('platform.audience', { percent })}
              </Chip>
            </Cell>
          );
        },
      },
      {
        id: 'override',
        header: t('platform.columns.override'),
        cell: ({ row }) =>
          row.original.override ? (
            <Cell>
              <Chip color="info" size="sm">
                {t('platform.overrideOn')}
              </Chip>
              <Url dir="ltr">{row.original.override.manifest}</Url>
            </Cell>
          ) : (
            <Muted>—</Muted>
          ),
      },
      {
        id: 'actions',
        header: t('platform.columns.actions'),
        cell: ({ row }) => {
          const area = row.original;
          const name = { area: area.area };
          return (
            <Actions>
              <Button
                variant="text"
                size="sm"
                aria-label={t('platform.historyOf', name)}
                onClick={() => actions.history(area)}
              >
                {t('platform.history')}
              </Button>
              <Can I="update" a="Platform">
                <Button
                  variant="text"
                  size="sm"
                  color="error"
                  disabled={area.previous === 0}
                  aria-label={t('platform.rollbackOf', name)}
                  onClick={() => actions.rollback(area)}
                >
                  {t('platform.rollback')}
                </Button>
                <Button
                  variant="text"
                  size="sm"
                  aria-label={t('platform.canaryOf', name)}
                  onClick={() => actions.canary(area)}
                >
                  {t('platform.canary')}
                </Button>
              </Can>
              <Can I="create" a="Platform">
                <Button
                  variant="text"
                  size="sm"
                  aria-label={t('platform.overrideOf', name)}
                  onClick={() => actions.override(area)}
                >
                  {t('platform.override')}
                </Button>
              </Can>
            </Actions>
          );
        },
      },
    ];
  }, [t, format, actions]);
}
