import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryInUse, CustomCategory } from '@atrium/contracts';
import { ApiError } from '@atrium/platform';
import { Alert, Button, Dialog, DialogActions, Select, toast } from '@atrium/ui';
import { useCategoryOptions } from '../../products';
import { useDeleteCategory } from '../api/categories';

/**
 * Deletes an added category. While products are in it the API refuses (409, their number), which the
 * dialog shows; choosing another category moves them there in the same request. The success message
 * follows the API's answer.
 */
export function DeleteCategoryDialog({
  category,
  products,
  onOpenChange,
}: {
  category: CustomCategory | null;
  /** How many products the page counted in it (the API counts again). */
  products: number;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('ecommerce');
  const remove = useDeleteCategory();
  const targets = useCategoryOptions(category?.name);
  const [target, setTarget] = useState('');
  const [refused, setRefused] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setTarget('');
    setRefused(null);
    setError(null);
  }, [category]);
  if (!category) return null;
  const count = refused ?? products;

  const confirm = async () => {
    setError(null);
    try {
      const { moved } = await remove.mutateAsync({
        slug: category.slug,
        moveProductsTo: target || undefined,
      });
      const to = targets.find((o) => o.value === target)?.label ?? target;
      toast.success(
        moved
          ? t('categories.delete.doneMoved', { name: category.name, count: moved, target: to })
          : t('categories.delete.done', { name: category.name }),
      );
      onOpenChange(false);
    } catch (e) {
      const body = e instanceof ApiError && e.status === 409 ? (e.body as Partial<CategoryInUse>) : null;
      if (typeof body?.products === 'number') setRefused(body.products);
      else setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      size="sm"
      title={t('categories.delete.title', { name: category.name })}
      description={
        count > 0 ? t('categories.delete.hasProducts', { count }) : t('categories.delete.noProducts')
      }
    >
      <div style={{ display: 'grid', gap: '1rem' }}>
        {refused !== null && !target && (
          <Alert severity="error">{t('categories.delete.refused', { count: refused })}</Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {count > 0 && (
          <Select
            label={t('categories.delete.moveTo')}
            placeholder={t('categories.delete.chooseTarget')}
            options={targets}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
          />
        )}
      </div>
      <DialogActions>
        <Button variant="tonal" color="secondary" onClick={() => onOpenChange(false)}>
          {t('common.cancel')}
        </Button>
        <Button color="error" loading={remove.isPending} onClick={() => void confirm()}>
          {target ? t('categories.delete.moveAndDelete') : t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
