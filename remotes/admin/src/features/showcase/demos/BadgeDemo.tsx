import { useTranslation } from 'react-i18next';
import { IconBell, IconMail } from '@tabler/icons-react';
import { Avatar, Badge } from '@atrium/ui';
import { COLORS, DemoSection } from './DemoSection';

export function BadgeDemo() {
  const { t } = useTranslation('admin');
  return (
    <>
      <DemoSection title={t('showcase.sections.colors')}>
        {COLORS.map((color, i) => (
          <Badge
            key={color}
            color={color}
            content={i + 1}
            label={t('showcase.badge.count', { count: i + 1 })}
          >
            <IconMail size={26} aria-hidden="true" />
          </Badge>
        ))}
      </DemoSection>
      <DemoSection title={t('showcase.sections.dotAndMax')}>
        <Badge dot color="success" label={t('showcase.badge.online')}>
          <Avatar name="Ada Lovelace" />
        </Badge>
        <Badge content={120} max={99} color="error" label={t('showcase.badge.count', { count: 120 })}>
          <IconBell size={26} aria-hidden="true" />
        </Badge>
        <Badge content={0} showZero color="secondary" label={t('showcase.badge.count', { count: 0 })}>
          <IconBell size={26} aria-hidden="true" />
        </Badge>
      </DemoSection>
    </>
  );
}
