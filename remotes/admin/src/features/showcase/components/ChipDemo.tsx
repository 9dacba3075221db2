import { useState } from 'react';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { IconStar } from '@tabler/icons-react';
import { Button, Chip } from '@atrium/ui';
import { COLORS, DemoSection } from '../DemoSection';

const TAGS = ['react', 'typescript', 'federation', 'design'];

export default function ChipDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  const [tags, setTags] = useState(TAGS);
  return (
    <>
      {(['tonal', 'outlined'] as const).map((variant) => (
        <DemoSection key={variant} title={t(`chip.${variant}`)}>
          {COLORS.map((color) => (
            <Chip key={color} color={color} variant={variant}>
              {t(`colors.${color}`)}
            </Chip>
          ))}
        </DemoSection>
      ))}
      <DemoSection title={t('sections.iconsAndDelete')}>
        <Chip size="md" icon={<IconStar size={14} aria-hidden="true" />}>
          {t('chip.featured')}
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
            {t('chip.reset')}
          </Button>
        )}
      </DemoSection>
    </>
  );
}
