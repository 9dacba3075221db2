import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { IconBell, IconMail } from '@tabler/icons-react';
import { Avatar, Badge } from '@atrium/ui';
import { COLORS, DemoSection } from '../DemoSection';

export default function BadgeDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  return (
    <>
      <DemoSection title={t('sections.colors')}>
        {COLORS.map((color, i) => (
          <Badge key={color} color={color} content={i + 1} label={t('badge.count', { count: i + 1 })}>
            <IconMail size={26} aria-hidden="true" />
          </Badge>
        ))}
      </DemoSection>
      <DemoSection title={t('sections.dotAndMax')}>
        <Badge dot color="success" label={t('badge.online')}>
          <Avatar name="Ada Lovelace" />
        </Badge>
        <Badge content={120} max={99} color="error" label={t('badge.count', { count: 120 })}>
          <IconBell size={26} aria-hidden="true" />
        </Badge>
        <Badge content={0} showZero color="secondary" label={t('badge.count', { count: 0 })}>
          <IconBell size={26} aria-hidden="true" />
        </Badge>
      </DemoSection>
    </>
  );
}
