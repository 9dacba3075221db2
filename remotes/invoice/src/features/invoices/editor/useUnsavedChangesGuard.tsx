import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@atrium/ui';

/**
 * Keeps unsaved changes from being lost by accident: leaving for another page asks first (react-router's
 * useBlocker, with the design system's confirm dialog), and closing or reloading the tab gets the
 * browser's own warning. `allowLeave()` lets the next navigation through, for the one after a save.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation('invoice');
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('form.unsaved.title')}
      message={t('form.unsaved.message')}
      confirmLabel={t('form.unsaved.leave')}
      cancelLabel={t('form.unsaved.stay')}
      destructive
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
  return {
    dialog,
    allowLeave: () => {
      allowed.current = true;
    },
  };
}
