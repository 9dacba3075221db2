import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import {
  IconBriefcase,
  IconCalendar,
  IconChartPie,
  IconMail,
  IconUser,
  IconWallet,
} from '@tabler/icons-react';
import { Avatar, AvatarGroup, Badge, type ColorName } from '@atrium/ui';
import { COLORS, DemoSection } from '../DemoSection';

const PEOPLE = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Linus Torvalds',
  'Hedy Lamarr',
];

// Pictures the host serves with the sample data.
const PICTURES = [
  'Alice Stone',
  'Cecilia Payne',
  'Blake Carter',
  'Chloe Kim',
  'Bryan Murray',
  'Adele Ross',
].map((name) => ({ name, src: `/images/avatars/${name.toLowerCase().replace(' ', '.')}.svg` }));

const ICONS = [IconUser, IconMail, IconCalendar, IconChartPie, IconWallet, IconBriefcase];

const STATUSES = [
  { key: 'online', color: 'success' },
  { key: 'away', color: 'warning' },
  { key: 'busy', color: 'error' },
  { key: 'offline', color: 'secondary' },
] as const satisfies readonly { key: string; color: ColorName }[];

export default function AvatarDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  return (
    <>
      <DemoSection title={t('avatar.pictures')}>
        {PICTURES.map(({ name, src }) => (
          <Avatar key={name} name={name} src={src} />
        ))}
        {/* A picture that fails to load falls back to the initials. */}
        <Avatar name="Margaret Hamilton" src="/images/avatars/missing.svg" />
      </DemoSection>
      <DemoSection title={t('sections.initials')}>
        {PEOPLE.map((name, i) => (
          <Avatar key={name} name={name} color={COLORS[i]} />
        ))}
      </DemoSection>
      <DemoSection title={t('sections.icons')}>
        {COLORS.map((color, i) => {
          const Icon = ICONS[i];
          return <Avatar key={color} name={t(`colors.${color}`)} color={color} icon={<Icon size={20} />} />;
        })}
      </DemoSection>
      <DemoSection title={t('sections.sizes')}>
        {[24, 32, 38, 48, 64, 80].map((size) => (
          <Avatar key={size} name="Ada Lovelace" src={PICTURES[0].src} size={size} />
        ))}
      </DemoSection>
      <DemoSection title={t('avatar.group')}>
        <AvatarGroup people={PICTURES} max={4} />
        <AvatarGroup people={PICTURES.slice(0, 3)} size={38} />
        <AvatarGroup people={PEOPLE.map((name) => ({ name }))} max={3} size={24} />
      </DemoSection>
      <DemoSection title={t('avatar.status')}>
        {STATUSES.map(({ key, color }, i) => (
          <Badge key={key} dot color={color} label={t(`avatar.statuses.${key}`)}>
            <Avatar name={PICTURES[i].name} src={PICTURES[i].src} />
          </Badge>
        ))}
        {STATUSES.map(({ key, color }, i) => (
          <Badge key={`${key}-initials`} dot color={color} label={t(`avatar.statuses.${key}`)}>
            <Avatar name={PEOPLE[i]} size={48} />
          </Badge>
        ))}
      </DemoSection>
    </>
  );
}
