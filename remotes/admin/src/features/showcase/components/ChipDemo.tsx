import { useState } from 'react';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { IconCircleCheck, IconClock, IconStar, IconX } from '@tabler/icons-react';
import { Avatar, Button, Chip } from '@atrium/ui';
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
      <DemoSection title={t('sections.sizes')}>
        <Chip size="sm">{t('sizes.sm')}</Chip>
        <Chip size="md">{t('sizes.md')}</Chip>
        <Chip size="sm" variant="outlined" color="info">
          {t('sizes.sm')}
        </Chip>
        <Chip size="md" variant="outlined" color="info">
          {t('sizes.md')}
        </Chip>
      </DemoSection>
      <DemoSection title={t('chip.status')}>
        <Chip color="success" icon={<IconCircleCheck size={14} aria-hidden="true" />}>
          {t('chip.paid')}
        </Chip>
        <Chip color="warning" icon={<IconClock size={14} aria-hidden="true" />}>
          {t('chip.pending')}
        </Chip>
        <Chip color="error" icon={<IconX size={14} aria-hidden="true" />}>
          {t('chip.failed')}
        </Chip>
        {['Ada Lovelace', 'Alan Turing'].map((name) => (
          <Chip
            key={name}
            size="md"
            color="secondary"
            variant="outlined"
            icon={
              <span aria-hidden="true">
                <Avatar name={name} size={20} />
              </span>
            }
          >
            {name}
          </Chip>
        ))}
      </DemoSection>
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
