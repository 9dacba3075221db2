import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconStar } from '@tabler/icons-react';
import { Button, Chip } from '@atrium/ui';
import { COLORS, DemoSection } from './DemoSection';

const TAGS = ['react', 'typescript', 'federation', 'design'];

export function ChipDemo() {
  const { t } = useTranslation('admin');
  const [tags, setTags] = useState(TAGS);
  return (
    <>
      {(['tonal', 'outlined'] as const).map((variant) => (
        <DemoSection key={variant} title={t(`showcase.chip.${variant}`)}>
          {COLORS.map((color) => (
            <Chip key={color} color={color} variant={variant}>
              {t(`showcase.colors.${color}`)}
            </Chip>
          ))}
        </DemoSection>
      ))}
      <DemoSection title={t('showcase.sections.iconsAndDelete')}>
        <Chip size="md" icon={<IconStar size={14} aria-hidden="true" />}>
          {t('showcase.chip.featured')}
        </Chip>
        {tags.map((tag) => (
          <Chip
            key={tag}
            size="md"
            color="secondary"
            onDelete={() => setTags((all) => all.filter((x) => x !== tag))}
          >
            {tag}
          </Chip>
        ))}
        {tags.length < TAGS.length && (
          <Button size="sm" variant="text" onClick={() => setTags(TAGS)}>
            {t('showcase.chip.reset')}
          </Button>
        )}
      </DemoSection>
    </>
  );
}
