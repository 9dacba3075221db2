import type { ComponentType } from 'react';
import {
  IconBrandGithub,
  IconBrandReact,
  IconBriefcase,
  IconCheck,
  IconCircle,
  IconCreditCard,
  IconCrown,
  IconFlag,
  IconLanguage,
  IconLayoutGrid,
  IconMail,
  IconMessages,
  IconPhoneCall,
  IconRotate2,
  IconSettings,
  IconTruck,
  IconUser,
  IconUsers,
  IconBox,
  IconHelp,
  type IconProps,
} from '@tabler/icons-react';

/** The Tabler icons the sample data names (FAQ groups, profile properties); unknown names get a circle. */
const ICONS: Record<string, ComponentType<IconProps>> = {
  'brand-github': IconBrandGithub,
  'brand-react': IconBrandReact,
  briefcase: IconBriefcase,
  check: IconCheck,
  'credit-card': IconCreditCard,
  crown: IconCrown,
  flag: IconFlag,
  language: IconLanguage,
  'layout-grid': IconLayoutGrid,
  mail: IconMail,
  messages: IconMessages,
  'phone-call': IconPhoneCall,
  'rotate-2': IconRotate2,
  settings: IconSettings,
  truck: IconTruck,
  user: IconUser,
  users: IconUsers,
  box: IconBox,
  help: IconHelp,
};

/** A decorative icon named by data. */
export function DataIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Icon = ICONS[name] ?? IconCircle;
  return <Icon size={size} aria-hidden="true" />;
}
