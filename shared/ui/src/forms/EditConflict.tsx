import { useTranslation } from 'react-i18next';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';

/** The keys whose values differ between two versions of a record (compared as JSON). */
export function changedKeys<T extends object>(
  opened: T,
  current: T,
  keys: readonly (keyof T)[],
): (keyof T)[] {
  return keys.filter((key) => JSON.stringify(opened[key]) !== JSON.stringify(current[key]));
}

/**
 * Someone else saved the record while this form was open (the API answered 412): which of the form's
 * fields they changed (`labels`: each field the form edits, with its translated label), in the page's
 * language, and the two ways on — load their version into the form (what was typed here is dropped),
 * or save this form's values over theirs. Nothing was saved until one is chosen. Nothing without a
 * conflict.
 */
export function EditConflict<T extends object>({
  conflict,
  labels,
  onLoadTheirs,
  onKeepMine,
}: {
  conflict: { opened: T; theirs: T } | null;
  labels: Partial<Record<keyof T, string>>;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
}) {
  const { t, i18n } = useTranslation('ui');
  if (!conflict) return null;
  const keys = Object.keys(labels) as (keyof T)[];
  const changed = changedKeys(conflict.opened, conflict.theirs, keys).map((key) => labels[key] as string);
  const fields = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(changed);
  return (
    <Alert
      severity="warning"
      title={t('conflict.title')}
      style={{ marginBlockEnd: '1rem' }}
      action={
        <>
          <Button size="sm" onClick={onLoadTheirs}>
            {t('conflict.loadTheirs')}
          </Button>
          <Button size="sm" variant="outlined" onClick={onKeepMine}>
            {t('conflict.keepMine')}
          </Button>
        </>
      }
    >
      {changed.length ? t('conflict.changed', { fields }) : t('conflict.unknown')}
    </Alert>
  );
}
