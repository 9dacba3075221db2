import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { IconUser } from '@tabler/icons-react';
import { Avatar } from '@atrium/ui';
import { COLORS, DemoSection } from '../DemoSection';

const PEOPLE = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Linus Torvalds',
  'Hedy Lamarr',
];

export default function AvatarDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  return (
    <>
      <DemoSection title={t('sections.initials')}>
        {PEOPLE.map((name, i) => (
          <Avatar key={name} name={name} color={COLORS[i]} />
        ))}
      </DemoSection>
      <DemoSection title={t('sections.sizes')}>
        {[24, 32, 38, 48, 64].map((size) => (
          <Avatar key={size} name="Ada Lovelace" size={size} />
        ))}
      </DemoSection>
      <DemoSection title={t('sections.icons')}>
        {COLORS.map((color) => (
          <Avatar key={color} name={t(`colors.${color}`)} color={color} icon={<IconUser size={20} />} />
        ))}
      </DemoSection>
    </>
  );
}
