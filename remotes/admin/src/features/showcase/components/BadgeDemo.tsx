import { useState } from 'react';
import styled from 'styled-components';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { IconBell, IconMail, IconMinus, IconPlus, IconShoppingCart } from '@tabler/icons-react';
import { Avatar, Badge, Button, IconButton, Switch } from '@atrium/ui';
import { COLORS, DemoSection } from '../DemoSection';

// Badges overhang their child's corner: more room between them than the section's usual gap.
const Roomy = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1.75rem;
`;

const Inline = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
`;

export default function BadgeDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  const [count, setCount] = useState(4);
  const [visible, setVisible] = useState(true);
  return (
    <>
      <DemoSection title={t('sections.colors')}>
        <Roomy>
          {COLORS.map((color, i) => (
            <Badge key={color} color={color} content={i + 1} label={t('badge.count', { count: i + 1 })}>
              <IconMail size={26} aria-hidden="true" />
            </Badge>
          ))}
        </Roomy>
      </DemoSection>
      <DemoSection title={t('badge.dots')}>
        <Roomy>
          {COLORS.map((color) => (
            <Badge key={color} dot color={color} label={t('badge.news', { color: t(`colors.${color}`) })}>
              <IconBell size={26} aria-hidden="true" />
            </Badge>
          ))}
        </Roomy>
      </DemoSection>
      <DemoSection title={t('sections.dotAndMax')}>
        <Roomy>
          <Badge dot color="success" label={t('badge.online')}>
            <Avatar name="Ada Lovelace" />
          </Badge>
          <Badge content={120} max={99} color="error" label={t('badge.count', { count: 120 })}>
            <IconBell size={26} aria-hidden="true" />
          </Badge>
          <Badge content={1200} max={999} color="primary" label={t('badge.count', { count: 1200 })}>
            <IconMail size={26} aria-hidden="true" />
          </Badge>
          <Badge content={0} showZero color="secondary" label={t('badge.count', { count: 0 })}>
            <IconBell size={26} aria-hidden="true" />
          </Badge>
        </Roomy>
      </DemoSection>
      <DemoSection title={t('badge.onControls')}>
        <Roomy>
          <Badge content={3} color="error" label={t('badge.count', { count: 3 })}>
            <IconButton aria-label={t('badge.notifications')} variant="tonal">
              <IconBell size={20} aria-hidden="true" />
            </IconButton>
          </Badge>
          <Badge content={2} color="primary" label={t('badge.cart', { count: 2 })}>
            <IconButton aria-label={t('badge.cartButton')}>
              <IconShoppingCart size={20} aria-hidden="true" />
            </IconButton>
          </Badge>
          <Button variant="tonal" endIcon={<Badge content={12} color="primary" />}>
            {t('badge.inbox')}
          </Button>
          <Inline>
            {t('badge.updates')}
            <Badge content={t('badge.new')} color="success" />
          </Inline>
        </Roomy>
      </DemoSection>
      <DemoSection title={t('badge.live')}>
        <Badge content={count} invisible={!visible} color="error" label={t('badge.count', { count })}>
          <IconMail size={30} aria-hidden="true" />
        </Badge>
        <IconButton
          aria-label={t('badge.fewer')}
          variant="tonal"
          disabled={count === 0}
          onClick={() => setCount((c) => Math.max(0, c - 1))}
        >
          <IconMinus size={18} aria-hidden="true" />
        </IconButton>
        <IconButton aria-label={t('badge.more')} variant="tonal" onClick={() => setCount((c) => c + 1)}>
          <IconPlus size={18} aria-hidden="true" />
        </IconButton>
        <Switch label={t('badge.show')} checked={visible} onCheckedChange={setVisible} />
        <output aria-live="polite">{t('badge.count', { count })}</output>
      </DemoSection>
    </>
  );
}
