import type { ComponentType } from 'react';
import { AlertDemo } from './demos/AlertDemo';
import { AvatarDemo } from './demos/AvatarDemo';
import { BadgeDemo } from './demos/BadgeDemo';
import { ButtonDemo } from './demos/ButtonDemo';
import { ChipDemo } from './demos/ChipDemo';
import { DialogDemo } from './demos/DialogDemo';
import { MenuDemo } from './demos/MenuDemo';
import { PaginationDemo } from './demos/PaginationDemo';
import { ProgressCircularDemo } from './demos/ProgressCircularDemo';
import { ProgressLinearDemo } from './demos/ProgressLinearDemo';
import { SnackbarDemo } from './demos/SnackbarDemo';
import { TabsDemo } from './demos/TabsDemo';
import { TooltipDemo } from './demos/TooltipDemo';

/** The UI showcase's pages (`/components/<slug>`), each the design system's component at work. */
export const SHOWCASE_DEMOS: Record<string, ComponentType> = {
  alert: AlertDemo,
  avatar: AvatarDemo,
  badge: BadgeDemo,
  button: ButtonDemo,
  chip: ChipDemo,
  dialog: DialogDemo,
  menu: MenuDemo,
  pagination: PaginationDemo,
  'progress-circular': ProgressCircularDemo,
  'progress-linear': ProgressLinearDemo,
  snackbar: SnackbarDemo,
  tabs: TabsDemo,
  tooltip: TooltipDemo,
};
