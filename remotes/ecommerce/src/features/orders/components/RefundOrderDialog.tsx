import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetailResponse, OrderTransition } from '@atrium/contracts';
import { ApiError, useFormatters } from '@atrium/platform';
import { Alert, Button, Dialog, DialogActions, TextField } from '@atrium/ui';

type RefundLines = NonNullable<Extract<OrderTransition, { action: 'refund' }>['lines']>;

/**
 * Refunds the whole order, or some of its lines: how many of each (up to what is left of it). Closes
 * once the API has recorded it; a refusal shows above the lines.
 */
export function RefundOrderDialog({
  open,
  onOpenChange,
  detail,
  onRefund,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  detail: OrderDetailResponse;
  onRefund: (lines: RefundLines | undefined) => Promise<void>;
}) {
  const { t } = useTranslation('ecommerce');
  const { money } = useFormatters();
  const left = (productId: number) =>
    (detail.items.find((i) => i.productId === productId)?.qty ?? 0) -
    (detail.refunded.lines[String(productId)] ?? 0);
  const [qty, setQty] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (open) {
      setQty(Object.fromEntries(detail.items.map((i) => [i.productId, String(left(i.productId))])));
      setProblem(null);
    }
    // `left` reads `detail`, which the effect names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, detail]);

  const send = async (lines: RefundLines | undefined) => {
    setPending(true);
    try {
      await onRefund(lines);
      onOpenChange(false);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('orders.actions.failed'));
    } finally {
      setPending(false);
    }
  };
  const chosen: RefundLines = detail.items
    .map((i) => ({ productId: i.productId, qty: Number(qty[i.productId] ?? 0) }))
    .filter((l) => Number.isInteger(l.qty) && l.qty > 0);
  const wrong = (productId: number) => {
    const n = Number(qty[productId] ?? 0);
    return !Number.isInteger(n) || n < 0 || n > left(productId);
  };
  const invalid = detail.items.some((i) => wrong(i.productId));

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('orders.actions.refundTitle')}>
      {problem && (
        <Alert severity="error" style={{ marginBlockEnd: '1rem' }}>
          {problem}
        </Alert>
      )}
      <div style={{ display: 'grid', gap: '0.75rem' }}>
        {detail.items.map((item) => (
          <TextField
            key={item.productId}
            type="number"
            min={0}
            max={left(item.productId)}
            label={t('orders.actions.refundLine', {
              name: item.productName,
              price: money(item.price),
              left: left(item.productId),
            })}
            value={qty[item.productId] ?? ''}
            error={
              wrong(item.productId)
                ? t('orders.actions.refundRule', { left: left(item.productId) })
                : undefined
            }
            onChange={(e) => setQty((q) => ({ ...q, [item.productId]: e.target.value }))}
          />
        ))}
      </div>
      <DialogActions>
        <Button variant="tonal" color="secondary" onClick={() => onOpenChange(false)}>
          {t('common.cancel')}
        </Button>
        <Button variant="tonal" color="error" loading={pending} onClick={() => void send(undefined)}>
          {t('orders.actions.refundAll')}
        </Button>
        <Button
          color="error"
          disabled={invalid || chosen.length === 0}
          loading={pending}
          onClick={() => void send(chosen)}
        >
          {t('orders.actions.refundChosen')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
