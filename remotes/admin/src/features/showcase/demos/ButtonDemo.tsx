import { useTranslation } from 'react-i18next';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { Button } from '@atrium/ui';
import { COLORS, DemoSection } from './DemoSection';

const VARIANTS = ['contained', 'tonal', 'outlined', 'text'] as const;

export function ButtonDemo() {
  const { t } = useTranslation('admin');
  return (
    <>
      {VARIANTS.map((variant) => (
        <DemoSection key={variant} title={t(`showcase.button.${variant}`)}>
          {COLORS.map((color) => (
            <Button key={color} variant={variant} color={color}>
              {t(`showcase.colors.${color}`)}
            </Button>
          ))}
        </DemoSection>
      ))}
      <DemoSection title={t('showcase.sections.sizes')}>
        <Button size="sm">{t('showcase.sizes.sm')}</Button>
        <Button size="md">{t('showcase.sizes.md')}</Button>
        <Button size="lg">{t('showcase.sizes.lg')}</Button>
      </DemoSection>
      <DemoSection title={t('showcase.sections.states')}>
        <Button startIcon={<IconDeviceFloppy size={18} aria-hidden="true" />}>
          {t('showcase.button.save')}
        </Button>
        <Button color="error" variant="tonal" endIcon={<IconTrash size={18} aria-hidden="true" />}>
          {t('showcase.button.delete')}
        </Button>
        <Button loading>{t('showcase.button.saving')}</Button>
        <Button disabled>{t('showcase.button.disabled')}</Button>
      </DemoSection>
    </>
  );
}
