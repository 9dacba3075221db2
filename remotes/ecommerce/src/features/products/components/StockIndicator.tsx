import { useTranslation } from 'react-i18next';
import type { Product } from '@atrium/contracts';
import { Switch, toast } from '@atrium/ui';
import { usePatchProduct } from '../api/patchProduct';

/**
 * A product's stock as a switch, named for screen readers: it changes the product in place for someone
 * who may update products (saved through the API before it shows the new state), read-only otherwise.
 */
export function StockIndicator({ product, editable }: { product: Product; editable: boolean }) {
  const { t } = useTranslation('ecommerce');
  const patch = usePatchProduct();
  const inStock = product.stock;
  const label = t(inStock ? 'products.stockSwitchOn' : 'products.stockSwitchOff', {
    name: product.productName,
  });
  const change = (stock: boolean) =>
    patch.mutate(
      { id: product.id, patch: { stock } },
      {
        onSuccess: (saved) =>
          toast.success(
            t(saved.stock ? 'products.nowInStock' : 'products.nowOutOfStock', { name: saved.productName }),
          ),
        onError: () => toast.error(t('products.stockFailed', { name: product.productName })),
      },
    );
  return (
    <Switch
      checked={inStock}
      disabled={!editable || patch.isPending}
      aria-label={label}
      title={inStock ? t('products.inStock') : t('products.outOfStock')}
      onCheckedChange={change}
    />
  );
}
