import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCircleCheck } from '@tabler/icons-react';
import { PRODUCT_STATUSES, type Product, type ProductStatus } from '@atrium/contracts';
import { Alert, Button, Dialog, DialogActions, Select, toast } from '@atrium/ui';
import { useSetProductsStatus } from '../api/setProductsStatus';

/**
 * "Set status" for the selected products: one status for all of them through the API (all or none);
 * the message is shown once the API has answered, and `onDone` then clears the selection.
 */
export function BulkStatusButton({ selected, onDone }: { selected: Product[]; onDone: () => void }) {
  const { t } = useTranslation('ecommerce');
  const setStatus = useSetProductsStatus();
  const [open, setOpen] = useState(false);
  const [status, setStatusValue] = useState<ProductStatus>('Published');
  const [error, setError] = useState<string | null>(null);

  const apply = async () => {
    setError(null);
    try {
      const { updated } = await setStatus.mutateAsync({ ids: selected.map((p) => p.id), status });
      toast.success(t('products.statusSet', { count: updated, status: t(`products.status.${status}`) }));
      setOpen(false);
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <>
      <Button
        variant="tonal"
        startIcon={<IconCircleCheck size={18} />}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {t('products.setStatus', { count: selected.length })}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="sm"
        title={t('products.setStatusTitle', { count: selected.length })}
      >
        <div style={{ display: 'grid', gap: '1rem' }}>
          {error && <Alert severity="error">{error}</Alert>}
          <Select
            label={t('products.columns.status')}
            options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`products.status.${s}`) }))}
            value={status}
            onChange={(e) => setStatusValue(e.target.value as ProductStatus)}
          />
        </div>
        <DialogActions>
          <Button variant="tonal" color="secondary" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </Button>
          <Button loading={setStatus.isPending} onClick={() => void apply()}>
            {t('products.applyStatus')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
