import { useState } from 'react';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { Button, CircularProgress, IconButton } from '@atrium/ui';
import { COLORS, DemoSection } from '../DemoSection';

export default function ProgressCircularDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  const [value, setValue] = useState(40);
  return (
    <>
      <DemoSection title={t('sections.indeterminate')}>
        {COLORS.map((color) => (
          <CircularProgress
            key={color}
            color={color}
            aria-label={t('progress.loadingColor', { color: t(`colors.${color}`) })}
          />
        ))}
      </DemoSection>
      <DemoSection title={t('sections.determinate')}>
        {COLORS.map((color, i) => {
          const v = (i + 1) * 15;
          return (
            <CircularProgress
              key={color}
              color={color}
              value={v}
              aria-label={t('progress.percent', { value: v })}
            />
          );
        })}
      </DemoSection>
      <DemoSection title={t('sections.sizes')}>
        {[20, 32, 48, 64].map((size) => (
          <CircularProgress key={size} size={size} aria-label={t('progress.loading')} />
        ))}
        {[40, 56, 72].map((size) => (
          <CircularProgress
            key={`v-${size}`}
            size={size}
            value={75}
            showValue
            aria-label={t('progress.percent', { value: 75 })}
          />
        ))}
      </DemoSection>
      <DemoSection title={t('progress.withLabel')}>
        <CircularProgress
          value={value}
          size={72}
          showValue
          color="success"
          aria-label={t('progress.storage')}
        />
        <IconButton
          variant="tonal"
          aria-label={t('progress.less')}
          disabled={value === 0}
          onClick={() => setValue((v) => Math.max(0, v - 10))}
        >
          <IconMinus size={18} aria-hidden="true" />
        </IconButton>
        <IconButton
          variant="tonal"
          aria-label={t('progress.more')}
          disabled={value === 100}
          onClick={() => setValue((v) => Math.min(100, v + 10))}
        >
          <IconPlus size={18} aria-hidden="true" />
        </IconButton>
      </DemoSection>
      <DemoSection title={t('progress.inButtons')}>
        <Button loading>{t('progress.saving')}</Button>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<CircularProgress size={16} color="secondary" aria-label={t('progress.loading')} />}
        >
          {t('progress.syncing')}
        </Button>
      </DemoSection>
    </>
  );
}
