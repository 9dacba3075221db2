import { useTranslation } from 'react-i18next';
import { IconUser } from '@tabler/icons-react';
import { Avatar } from '@atrium/ui';
import { COLORS, DemoSection } from './DemoSection';

const PEOPLE = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Linus Torvalds',
  'Hedy Lamarr',
];

export function AvatarDemo() {
  const { t } = useTranslation('admin');
  return (
    <>
      <DemoSection title={t('showcase.sections.initials')}>
        {PEOPLE.map((name, i) => (
          <Avatar key={name} name={name} color={COLORS[i]} />
        ))}
      </DemoSection>
      <DemoSection title={t('showcase.sections.sizes')}>
        {[24, 32, 38, 48, 64].map((size) => (
          <Avatar key={size} name="Ada Lovelace" size={size} />
        ))}
      </DemoSection>
      <DemoSection title={t('showcase.sections.icons')}>
        {COLORS.map((color) => (
          <Avatar
            key={color}
            name={t(`showcase.colors.${color}`)}
            color={color}
            icon={<IconUser size={20} />}
          />
        ))}
      </DemoSection>
    </>
  );
}
