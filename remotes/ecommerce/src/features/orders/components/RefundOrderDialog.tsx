import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { OrderDetailResponse, OrderTransition } from '@atrium/contracts';
import { useStoreFormatters } from '@atrium/platform';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Button, Dialog, DialogActions, Stack, TextField } from '@atrium/ui';
import { FormErrorAlert } from '@atrium/ui/forms';

type RefundLines = NonNullable<Extract<OrderTransition, { action: 'refund' }>['lines']>;
type RefundForm = { qty: string[] };

/** What is left to refund of each line of the order: ordered less refunded. */
const leftOf = (detail: OrderDetailResponse) =>
  detail.items.map((item) => item.qty - (detail.refunded.lines[String(item.productId)] ?? 0));

/**
 * The refund form's schema for this order: each line a whole number from 0 to what is left of it, and
 * at least one line chosen. Messages are translation keys of the ecommerce area (see the forms toolkit).
 */
function refundSchema(left: number[]) {
  return z
    .object({
      qty: z.array(z.string().trim().regex(/^\d+$/, 'orders.actions.refundRule')),
    })
    .superRefine((values, ctx) => {
      values.qty.forEach((qty, i) => {
        if (/^\d+$/.test(qty) && Number(qty) > left[i])
          ctx.addIssue({ code: 'custom', path: ['qty', i], message: 'orders.actions.refundRule' });
      });
      if (values.qty.every((qty) => Number(qty) === 0 || !/^\d+$/.test(qty)))
        ctx.addIssue({ code: 'custom', path: [], message: 'orders.actions.refundNone' });
    });
}

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
  const { money } = useStoreFormatters();
  const left = useMemo(() => leftOf(detail), [detail]);
  const schema = useMemo(() => refundSchema(left), [left]);
  const form = useZodForm<RefundForm>(schema, 'ecommerce', { defaultValues: { qty: left.map(String) } });
  const { errors, isSubmitting } = form.formState;
  const [refundingAll, setRefundingAll] = useState(false);
  useEffect(() => {
    if (open) form.reset({ qty: left.map(String) });
  }, [open, left, form]);

  const send = async (lines: RefundLines | undefined) => {
    try {
      await onRefund(lines);
      onOpenChange(false);
    } catch (e) {
      applyApiError(e, form);
    }
  };
  const refundAll = async () => {
    setRefundingAll(true);
    try {
      await send(undefined);
    } finally {
      setRefundingAll(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('orders.actions.refundTitle')}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) =>
          send(
            detail.items
              .map((item, i) => ({ productId: item.productId, qty: Number(values.qty[i]) }))
              .filter((line) => line.qty > 0),
          ),
        )}
      >
        <FormErrorAlert error={errors.root?.server} style={{ marginBlockEnd: '1rem' }} />
        <Stack $gap={0.75}>
          {detail.items.map((item, i) => (
            <TextField
              key={item.productId}
              type="number"
              inputMode="numeric"
              min={0}
              max={left[i]}
              label={t('orders.actions.refundLine', {
                name: item.productName,
                price: money(item.price),
                left: left[i],
              })}
              error={errors.qty?.[i]?.message}
              {...form.register(`qty.${i}`)}
            />
          ))}
        </Stack>
        <DialogActions>
          <Button variant="tonal" color="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="tonal"
            color="error"
            loading={refundingAll}
            disabled={isSubmitting}
            onClick={() => void refundAll()}
          >
            {t('orders.actions.refundAll')}
          </Button>
          <Button type="submit" color="error" loading={isSubmitting} disabled={refundingAll}>
            {t('orders.actions.refundChosen')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
