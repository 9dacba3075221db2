import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, Dialog, DialogActions, toast } from '@atrium/ui';
import { DemoSection } from './DemoSection';

export function DialogDemo() {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <DemoSection title={t('showcase.sections.basic')}>
        <Button onClick={() => setOpen(true)}>{t('showcase.dialog.open')}</Button>
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title={t('showcase.dialog.title')}
          description={t('showcase.dialog.text')}
        >
          <DialogActions>
            <Button variant="tonal" color="secondary" onClick={() => setOpen(false)}>
              {t('showcase.dialog.cancel')}
            </Button>
            <Button onClick={() => setOpen(false)}>{t('showcase.dialog.agree')}</Button>
          </DialogActions>
        </Dialog>
      </DemoSection>
      <DemoSection title={t('showcase.sections.confirmation')}>
        <Button color="error" variant="tonal" onClick={() => setConfirming(true)}>
          {t('showcase.dialog.delete')}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('showcase.dialog.confirmTitle')}
          message={t('showcase.dialog.confirmText')}
          confirmLabel={t('showcase.dialog.delete')}
          destructive
          onConfirm={() => {
            setConfirming(false);
            toast.success(t('showcase.dialog.deleted'));
          }}
        />
      </DemoSection>
    </>
  );
}
