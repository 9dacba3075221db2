import styled from 'styled-components';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { IconDownload, IconEdit, IconInfoCircle, IconShare, IconTrash } from '@tabler/icons-react';
import { Button, IconButton, Tooltip } from '@atrium/ui';
import { DemoSection } from '../DemoSection';

const SIDES = ['top', 'bottom', 'left', 'right'] as const;
const ALIGNS = ['start', 'center', 'end'] as const;
const DELAYS = [0, 300, 1000] as const;

const ACTIONS = [
  { key: 'edit', icon: IconEdit },
  { key: 'share', icon: IconShare },
  { key: 'download', icon: IconDownload },
  { key: 'delete', icon: IconTrash },
] as const;

const Rich = styled.span`
  display: grid;
  gap: 0.15rem;
  strong {
    font-weight: 600;
  }
`;

// A disabled button receives no pointer or focus events: a focusable wrapper carries the tooltip.
const DisabledWrap = styled.span`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radius.md}px;
`;

export default function TooltipDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  return (
    <>
      <DemoSection title={t('sections.placement')}>
        {SIDES.map((side) => (
          <Tooltip key={side} side={side} content={t('tooltip.text', { side: t(`tooltip.${side}`) })}>
            <Button variant="outlined">{t(`tooltip.${side}`)}</Button>
          </Tooltip>
        ))}
      </DemoSection>
      <DemoSection title={t('tooltip.alignment')}>
        {ALIGNS.map((align) => (
          <Tooltip
            key={align}
            side="bottom"
            align={align}
            content={t('tooltip.aligned', { align: t(`tooltip.align.${align}`) })}
          >
            <Button variant="tonal" style={{ minInlineSize: '10rem' }}>
              {t(`tooltip.align.${align}`)}
            </Button>
          </Tooltip>
        ))}
      </DemoSection>
      <DemoSection title={t('tooltip.delays')}>
        {DELAYS.map((delay) => (
          <Tooltip key={delay} delayDuration={delay} content={t('tooltip.after', { delay })}>
            <Button variant="outlined" color="secondary">
              {t('tooltip.delay', { delay })}
            </Button>
          </Tooltip>
        ))}
      </DemoSection>
      <DemoSection title={t('tooltip.iconButtons')}>
        {ACTIONS.map(({ key, icon: Icon }) => (
          <Tooltip key={key} content={t(`tooltip.actions.${key}`)}>
            <IconButton
              aria-label={t(`tooltip.actions.${key}`)}
              color={key === 'delete' ? 'error' : 'default'}
            >
              <Icon size={20} aria-hidden="true" />
            </IconButton>
          </Tooltip>
        ))}
      </DemoSection>
      <DemoSection title={t('tooltip.richAndDisabled')}>
        <Tooltip
          side="right"
          content={
            <Rich>
              <strong>{t('tooltip.richTitle')}</strong>
              <span>{t('tooltip.richText')}</span>
            </Rich>
          }
        >
          <IconButton aria-label={t('tooltip.richTitle')} color="info">
            <IconInfoCircle size={20} aria-hidden="true" />
          </IconButton>
        </Tooltip>
        <Tooltip content={t('tooltip.whyDisabled')}>
          <DisabledWrap tabIndex={0}>
            <Button disabled>{t('tooltip.publish')}</Button>
          </DisabledWrap>
        </Tooltip>
      </DemoSection>
    </>
  );
}
