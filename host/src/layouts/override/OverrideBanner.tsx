import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@atrium/platform';
import { Alert, Button } from '@atrium/ui/core';
import type { RemoteEntry } from '../../federation/registry';
import { loadDocument } from '../../app/loadDocument';

/** Ends the session's override of an area (`DELETE /api/platform/registry/overrides/{area}`). */
export const endOverride = (area: string) =>
  api<void>(`/api/platform/registry/overrides/${encodeURIComponent(area)}`, { method: 'DELETE' });

/**
 * Says, on every page, that this session runs a build of an area other than everyone's (an override
 * set in the Platform console), for as long as it does: someone testing in production must not forget
 * it, nor mistake what they see for what users get. Its button ends the overrides and reloads, so the
 * page loads the registry's builds again.
 */
export function OverrideBanner({ remotes }: { remotes: readonly RemoteEntry[] }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const overridden = remotes.filter((remote) => remote.channel === 'override');
  if (overridden.length === 0) return null;
  const end = async () => {
    setBusy(true);
    setFailed(false);
    try {
      // An override already gone (another tab ended it) is ended all the same.
      await Promise.allSettled(overridden.map((remote) => endOverride(remote.name))).then((results) => {
        const refused = results.find(
          (r) => r.status === 'rejected' && (r.reason as { status?: number })?.status !== 404,
        );
        if (refused) throw (refused as PromiseRejectedResult).reason;
      });
      loadDocument(window.location.href);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <Alert
      severity="warning"
      data-testid="override-banner"
      title={t('override.title')}
      action={
        <Button size="sm" color="warning" loading={busy} onClick={end}>
          {t('override.end')}
        </Button>
      }
    >
      {overridden.map((remote) => (
        <div key={remote.name}>{t('override.text', { area: remote.name, manifest: remote.manifest })}</div>
      ))}
      {failed && <div>{t('override.endFailed')}</div>}
    </Alert>
  );
}
