import { useState } from 'react';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { Button, ConfirmDialog, Dialog, DialogActions, toast } from '@atrium/ui';
import { DemoSection } from '../DemoSection';

export default function DialogDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <DemoSection title={t('sections.basic')}>
        <Button onClick={() => setOpen(true)}>{t('dialog.open')}</Button>
        <Dialog open={open} onOpenChange={setOpen} title={t('dialog.title')} description={t('dialog.text')}>
          <DialogActions>
            <Button variant="tonal" color="secondary" onClick={() => setOpen(false)}>
              {t('dialog.cancel')}
            </Button>
            <Button onClick={() => setOpen(false)}>{t('dialog.agree')}</Button>
          </DialogActions>
        </Dialog>
      </DemoSection>
      <DemoSection title={t('sections.confirmation')}>
        <Button color="error" variant="tonal" onClick={() => setConfirming(true)}>
          {t('dialog.delete')}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('dialog.confirmTitle')}
          message={t('dialog.confirmText')}
          confirmLabel={t('dialog.delete')}
          destructive
          onConfirm={() => {
            setConfirming(false);
            toast.success(t('dialog.deleted'));
          }}
        />
      </DemoSection>
    </>
  );
}
