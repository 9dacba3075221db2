import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconChartPie, IconCrown, IconDeviceDesktop, IconEdit, IconUser } from '@tabler/icons-react';
import type { UserRole } from '@atrium/contracts';
import type { ColorName } from '@atrium/ui';

const ROLE_ICON = {
  admin: IconCrown,
  author: IconDeviceDesktop,
  editor: IconEdit,
  maintainer: IconChartPie,
  subscriber: IconUser,
};
const ROLE_COLOR: Record<UserRole, ColorName> = {
  admin: 'error',
  author: 'warning',
  editor: 'info',
  maintainer: 'success',
  subscriber: 'primary',
};

const Root = styled.span<{ $color: ColorName }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  svg {
    color: ${({ theme, $color }) => theme.palette[$color].main};
  }
`;

export function UserRoleCell({ role }: { role: UserRole }) {
  const { t } = useTranslation('admin');
  const Icon = ROLE_ICON[role];
  return (
    <Root $color={ROLE_COLOR[role]}>
      <Icon size={20} aria-hidden="true" />
      {t(`users.role.${role}`)}
    </Root>
  );
}
