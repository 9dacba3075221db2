import styled from 'styled-components';
import {
  IconChartPie,
  IconCrown,
  IconDeviceDesktop,
  IconEdit,
  IconUser,
  IconUserCircle,
  IconUserShield,
} from '@tabler/icons-react';
import type { UserRole } from '@atrium/contracts';
import type { ColorName } from '@atrium/ui';
import { useRoleLabel, type SampleRole, isSampleRole } from './useRoleLabel';

const SAMPLE_LOOK: Record<SampleRole, { icon: typeof IconUser; color: ColorName }> = {
  admin: { icon: IconCrown, color: 'error' },
  client: { icon: IconUserCircle, color: 'secondary' },
  author: { icon: IconDeviceDesktop, color: 'warning' },
  editor: { icon: IconEdit, color: 'info' },
  maintainer: { icon: IconChartPie, color: 'success' },
  subscriber: { icon: IconUser, color: 'primary' },
};

/** A role an admin made has no look of its own: a neutral one. */
const OTHER_LOOK = { icon: IconUserShield, color: 'secondary' as ColorName };

const Root = styled.span<{ $color: ColorName }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  svg {
    flex: none;
    color: ${({ theme, $color }) => theme.palette[$color].main};
  }
`;

/** A role's icon and name (translated for the sample roles, as named for any other). */
export function UserRoleCell({ role }: { role: UserRole }) {
  const label = useRoleLabel();
  const { icon: Icon, color } = isSampleRole(role) ? SAMPLE_LOOK[role] : OTHER_LOOK;
  return (
    <Root $color={color}>
      <Icon size={20} aria-hidden="true" />
      {label(role)}
    </Root>
  );
}
