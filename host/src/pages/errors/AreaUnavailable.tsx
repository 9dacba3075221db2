import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@atrium/ui/core';
import { MiscPage } from './MiscPage';
import { IntegrityError } from '../../federation/entryIntegrity';
import { IncompatibleSharedError } from '../../federation/sharedCompatibility';

/**
 * An area that could not be loaded: says so, and offers a Retry that really loads it again. An entry
 * refused for its hash says so in every build: it is not a passing failure, and whoever sees it should
 * tell the platform team. So does an area built for a version of a shared singleton this shell does not
 * have: which package, the range it asks for, the version here.
 */
export function AreaUnavailable({
  area,
  error,
  onRetry,
}: {
  area: string;
  error?: Error;
  onRetry: () => unknown;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry();
    } finally {
      setBusy(false);
    }
  };
  return (
    <MiscPage
      role="alert"
      heading={t('errors.areaUnavailableHeading')}
      text={t('errors.areaUnavailableText', { area })}
    >
      {error instanceof IntegrityError && (
        <p data-testid="area-integrity-error">{t('errors.areaIntegrity', { file: error.file })}</p>
      )}
      {error instanceof IncompatibleSharedError && (
        <p data-testid="area-shared-error">
          {t('errors.areaSharedIncompatible', {
            package: error.packageName,
            range: error.range,
            version: error.version,
          })}
        </p>
      )}
      {error && __ATRIUM_DEV__ && <code style={{ fontSize: 12, opacity: 0.7 }}>{error.message}</code>}
      <Button onClick={retry} loading={busy}>
        {t('retry')}
      </Button>
    </MiscPage>
  );
}
