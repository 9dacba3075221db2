import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AreaVersionStatus } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { Alert, Chip, Dialog, Skeleton } from '@atrium/ui';
import { useAreaHistory } from '../api/getAreaHistory';

const Versions = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.75rem;
`;

const Version = styled.li`
  display: grid;
  gap: 0.125rem;
  padding-block-end: 0.75rem;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
`;

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
`;

const STATUS_COLOR: Record<AreaVersionStatus, 'success' | 'warning' | 'secondary' | 'error'> = {
  live: 'success',
  canary: 'warning',
  previous: 'secondary',
  withdrawn: 'error',
};

/** An area's versions, newest first: number, status, build address, publisher and time. */
export function HistoryDialog({ area, onClose }: { area: string | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const history = useAreaHistory(area);
  return (
    <Dialog
      open={area !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('platform.historyTitle', { area })}
      size="lg"
    >
      {history.isError && <Alert severity="error">{t('platform.historyFailed')}</Alert>}
      {history.isPending && !history.isError && <Skeleton $height="7rem" $width="100%" />}
      {history.data && (
        <Versions aria-label={t('platform.historyTitle', { area })}>
          {history.data.versions.map((v) => (
            <Version key={v.id}>
              <Line>
                <strong>{t('platform.versionNumber', { version: v.version })}</strong>
                <Chip color={STATUS_COLOR[v.status]} size="sm">
                  {t(`platform.status.${v.status}`)}
                </Chip>
              </Line>
              <Muted dir="ltr">{v.manifest}</Muted>
              <Muted>
                {t('platform.publishedBy', {
                  who: v.publishedBy,
                  when: format.date(v.publishedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </Muted>
            </Version>
          ))}
        </Versions>
      )}
    </Dialog>
  );
}
