import type { ComponentType } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  IconDeviceGamepad2,
  IconDeviceLaptop,
  IconHeadphones,
  IconHome,
  IconPrinter,
  IconShoe,
  type IconProps,
} from '@tabler/icons-react';
import type { ProductCategory } from '@atrium/contracts';
import type { ColorName } from '@atrium/ui';

export const CATEGORY_ICONS: Record<ProductCategory, { icon: ComponentType<IconProps>; color: ColorName }> = {
  Electronics: { icon: IconDeviceLaptop, color: 'primary' },
  Accessories: { icon: IconHeadphones, color: 'info' },
  Shoes: { icon: IconShoe, color: 'success' },
  Office: { icon: IconPrinter, color: 'secondary' },
  'Home Decor': { icon: IconHome, color: 'warning' },
  Games: { icon: IconDeviceGamepad2, color: 'error' },
};

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  white-space: nowrap;
`;

const Badge = styled.span<{ $color: ColorName }>`
  display: inline-grid;
  place-items: center;
  inline-size: 1.875rem;
  block-size: 1.875rem;
  border-radius: 50%;
  color: ${({ theme, $color }) => theme.palette[$color].main};
  background: ${({ theme, $color }) => theme.palette[$color].tonal};
`;

/** A product category with its icon. */
export function CategoryCell({ category }: { category: ProductCategory }) {
  const { t } = useTranslation('ecommerce');
  const { icon: Icon, color } = CATEGORY_ICONS[category] ?? CATEGORY_ICONS.Electronics;
  return (
    <Root>
      <Badge $color={color} aria-hidden="true">
        <Icon size={18} />
      </Badge>
      {t(`products.category.${category}`)}
    </Root>
  );
}
