import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { Button } from '@atrium/ui';
import { COLORS, DemoSection } from '../DemoSection';

const VARIANTS = ['contained', 'tonal', 'outlined', 'text'] as const;

export default function ButtonDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  return (
    <>
      {VARIANTS.map((variant) => (
        <DemoSection key={variant} title={t(`button.${variant}`)}>
          {COLORS.map((color) => (
            <Button key={color} variant={variant} color={color}>
              {t(`colors.${color}`)}
            </Button>
          ))}
        </DemoSection>
      ))}
      <DemoSection title={t('sections.sizes')}>
        <Button size="sm">{t('sizes.sm')}</Button>
        <Button size="md">{t('sizes.md')}</Button>
        <Button size="lg">{t('sizes.lg')}</Button>
      </DemoSection>
      <DemoSection title={t('sections.states')}>
        <Button startIcon={<IconDeviceFloppy size={18} aria-hidden="true" />}>{t('button.save')}</Button>
        <Button color="error" variant="tonal" endIcon={<IconTrash size={18} aria-hidden="true" />}>
          {t('button.delete')}
        </Button>
        <Button loading>{t('button.saving')}</Button>
        <Button disabled>{t('button.disabled')}</Button>
      </DemoSection>
    </>
  );
}
