import styled from 'styled-components';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import {
  IconArrowRight,
  IconDeviceFloppy,
  IconDownload,
  IconEdit,
  IconHeart,
  IconSearch,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import { Button, ButtonLink, IconButton } from '@atrium/ui';
import { COLORS, DemoSection } from '../DemoSection';

const VARIANTS = ['contained', 'tonal', 'outlined', 'text'] as const;

const Block = styled.div`
  display: grid;
  gap: 0.75rem;
  inline-size: 100%;
`;

// Arrows point along the reading direction: mirrored in right-to-left pages.
const Forward = styled(IconArrowRight)`
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

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
        {VARIANTS.slice(0, 3).map((variant) =>
          (['sm', 'md', 'lg'] as const).map((size) => (
            <Button key={`${variant}-${size}`} variant={variant} size={size}>
              {t(`sizes.${size}`)}
            </Button>
          )),
        )}
      </DemoSection>
      <DemoSection title={t('sections.states')}>
        <Button startIcon={<IconDeviceFloppy size={18} aria-hidden="true" />}>{t('button.save')}</Button>
        <Button color="error" variant="tonal" endIcon={<IconTrash size={18} aria-hidden="true" />}>
          {t('button.delete')}
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<IconDownload size={18} aria-hidden="true" />}
        >
          {t('button.export')}
        </Button>
        <Button loading>{t('button.saving')}</Button>
        <Button loading variant="outlined" color="success">
          {t('button.saving')}
        </Button>
        <Button disabled>{t('button.disabled')}</Button>
        <Button disabled variant="outlined">
          {t('button.disabled')}
        </Button>
        <Button disabled variant="text">
          {t('button.disabled')}
        </Button>
      </DemoSection>
      <DemoSection title={t('button.iconButtons')}>
        {COLORS.map((color) => (
          <IconButton
            key={color}
            color={color}
            aria-label={t('button.like', { color: t(`colors.${color}`) })}
          >
            <IconHeart size={20} aria-hidden="true" />
          </IconButton>
        ))}
        {COLORS.map((color) => (
          <IconButton
            key={`tonal-${color}`}
            color={color}
            variant="tonal"
            aria-label={t('button.share', { color: t(`colors.${color}`) })}
          >
            <IconShare size={20} aria-hidden="true" />
          </IconButton>
        ))}
      </DemoSection>
      <DemoSection title={t('button.iconSizes')}>
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <IconButton
            key={size}
            size={size}
            variant="tonal"
            color="primary"
            aria-label={t('button.edit', { size: t(`sizes.${size}`) })}
          >
            <IconEdit size={size === 'sm' ? 16 : size === 'md' ? 20 : 24} aria-hidden="true" />
          </IconButton>
        ))}
        <IconButton disabled aria-label={t('button.searchDisabled')}>
          <IconSearch size={20} aria-hidden="true" />
        </IconButton>
      </DemoSection>
      <DemoSection title={t('button.blockAndLinks')}>
        <Block>
          <Button fullWidth>{t('button.block')}</Button>
          <Button fullWidth variant="tonal" color="secondary">
            {t('button.blockTonal')}
          </Button>
          <ButtonLink
            to="/components/chip"
            variant="outlined"
            endIcon={<Forward size={18} aria-hidden="true" />}
          >
            {t('button.link')}
          </ButtonLink>
        </Block>
      </DemoSection>
    </>
  );
}
