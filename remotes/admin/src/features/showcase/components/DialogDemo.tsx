import { useState } from 'react';
import styled from 'styled-components';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { Button, ConfirmDialog, Dialog, DialogActions, toast, type DialogSize } from '@atrium/ui';
import { DemoSection } from '../DemoSection';
import { DialogFormExample } from './dialog/DialogFormExample';

const SIZES: DialogSize[] = ['sm', 'md', 'lg', 'xl', 'fullscreen'];

const PARAGRAPHS = 12;

const Terms = styled.div`
  display: grid;
  gap: 0.75rem;
  color: ${({ theme }) => theme.palette.text.secondary};
  p {
    margin: 0;
  }
`;

export default function DialogDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [size, setSize] = useState<DialogSize | null>(null);
  const [terms, setTerms] = useState(false);
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
      <DemoSection title={t('sections.sizes')}>
        {SIZES.map((s) => (
          <Button key={s} variant="outlined" onClick={() => setSize(s)}>
            {t(`dialog.sizes.${s}`)}
          </Button>
        ))}
        <Dialog
          open={size !== null}
          onOpenChange={(next) => !next && setSize(null)}
          size={size ?? 'md'}
          title={size ? t(`dialog.sizes.${size}`) : ''}
          description={t('dialog.sizeText')}
        >
          <DialogActions>
            <Button onClick={() => setSize(null)}>{t('dialog.close')}</Button>
          </DialogActions>
        </Dialog>
      </DemoSection>
      <DemoSection title={t('dialog.scroll')}>
        <Button variant="tonal" onClick={() => setTerms(true)}>
          {t('dialog.openTerms')}
        </Button>
        <Dialog open={terms} onOpenChange={setTerms} size="lg" title={t('dialog.termsTitle')}>
          <Terms>
            {Array.from({ length: PARAGRAPHS }, (_, i) => (
              <p key={i}>{t('dialog.termsParagraph', { n: i + 1 })}</p>
            ))}
          </Terms>
          <DialogActions>
            <Button variant="tonal" color="secondary" onClick={() => setTerms(false)}>
              {t('dialog.decline')}
            </Button>
            <Button onClick={() => setTerms(false)}>{t('dialog.accept')}</Button>
          </DialogActions>
        </Dialog>
      </DemoSection>
      <DemoSection title={t('dialog.form')}>
        <DialogFormExample />
      </DemoSection>
    </>
  );
}
