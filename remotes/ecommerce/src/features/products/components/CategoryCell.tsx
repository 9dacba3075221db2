import type { ComponentType } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  IconCategory,
  IconDeviceGamepad2,
  IconDeviceLaptop,
  IconHeadphones,
  IconHome,
  IconPrinter,
  IconShoe,
  type IconProps,
} from '@tabler/icons-react';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@atrium/contracts';
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

/** An added category's look: one icon for all, in a colour the theme has in light and dark. */
const ADDED = { icon: IconCategory, color: 'secondary' } as const;

export const isBuiltInCategory = (name: string): name is ProductCategory =>
  (PRODUCT_CATEGORIES as readonly string[]).includes(name);

/**
 * A product category with its icon: a built-in one translated, an added one by its own name (never
 * looked up as a translation key: a name may hold the separators of one).
 */
export function CategoryCell({ category }: { category: string }) {
  const { t } = useTranslation('ecommerce');
  const builtIn = isBuiltInCategory(category);
  const { icon: Icon, color } = builtIn ? CATEGORY_ICONS[category] : ADDED;
  return (
    <Root>
      <Badge $color={color} aria-hidden="true">
        <Icon size={18} />
      </Badge>
      <bdi>{builtIn ? t(`products.category.${category}`) : category}</bdi>
    </Root>
  );
}
