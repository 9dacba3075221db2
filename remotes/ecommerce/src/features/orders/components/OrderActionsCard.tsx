import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  orderRevision,
  type OrderAction,
  type OrderDetailResponse,
  type OrderTransition,
} from '@atrium/contracts';
import { Can, useStoreFormatters } from '@atrium/platform';
import { Button, Card, CardContent, CardHeader, ConfirmDialog, Stack, toast } from '@atrium/ui';
import { errorMessage } from '../../../common/errorMessage';
import { orderMoved, useTransitionOrder } from '../api/transitionOrder';
import { ShipOrderDialog } from './ShipOrderDialog';
import { RefundOrderDialog } from './RefundOrderDialog';

/** The steps taken at once, without a dialog (cancel asks first). */
const DIRECT: OrderAction[] = ['markPaid', 'outForDelivery', 'readyToPickup', 'deliver'];

/**
 * What can be done to the order next — only what its state allows (the API says which), for who may
 * update orders. Each step is taken on the order as the page shows it, and said done once the API has
 * recorded it; one refused because the order moved on meanwhile closes its dialog and the page shows
 * the order as it is now.
 */
export function OrderActionsCard({ detail }: { detail: OrderDetailResponse }) {
  const { t } = useTranslation('ecommerce');
  const transition = useTransitionOrder(detail.order.id);
  const [dialog, setDialog] = useState<'ship' | 'refund' | 'cancel' | null>(null);
  const { orderNumber } = useStoreFormatters();
  const order = orderNumber(detail.order.order);
  // Throws what the dialog should show (a field or form error); a moved order is said here.
  const run = async (step: OrderTransition) => {
    try {
      await transition.mutateAsync({ transition: step, revision: orderRevision(detail) });
    } catch (e) {
      if (!orderMoved(e)) throw e;
      setDialog(null);
      toast.error(t('orders.actions.stale'));
      return;
    }
    toast.success(t(`orders.actions.done.${step.action}`, { order }));
  };
  const direct = async (step: OrderTransition) => {
    try {
      await run(step);
    } catch (e) {
      toast.error(errorMessage(e) ?? t('orders.actions.failed'));
    }
  };
  if (detail.actions.length === 0) return null;
  return (
    <Can I="update" a="Order">
      <Card aria-label={t('orders.actions.title')}>
        <CardHeader title={t('orders.actions.title')} />
        <CardContent>
          <Stack $direction="row" $wrap $gap={0.75}>
            {detail.actions.map((action) => (
              <Button
                key={action}
                variant={action === 'cancel' || action === 'refund' ? 'tonal' : 'contained'}
                color={action === 'cancel' || action === 'refund' ? 'error' : 'primary'}
                loading={transition.isPending && transition.variables?.transition.action === action}
                disabled={transition.isPending}
                onClick={() =>
                  DIRECT.includes(action)
                    ? void direct({ action } as OrderTransition)
                    : setDialog(action as 'ship' | 'refund' | 'cancel')
                }
              >
                {t(`orders.actions.${action}`)}
              </Button>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <ShipOrderDialog
        open={dialog === 'ship'}
        onOpenChange={(open) => setDialog(open ? 'ship' : null)}
        onShip={(shipment) => run({ action: 'ship', ...shipment })}
      />
      <RefundOrderDialog
        open={dialog === 'refund'}
        onOpenChange={(open) => setDialog(open ? 'refund' : null)}
        detail={detail}
        onRefund={(lines) => run(lines ? { action: 'refund', lines } : { action: 'refund' })}
      />
      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        title={t('orders.actions.cancelTitle', { order })}
        message={t('orders.actions.cancelText')}
        confirmLabel={t('orders.actions.cancel')}
        cancelLabel={t('common.cancel')}
        destructive
        onConfirm={async () => {
          try {
            await run({ action: 'cancel' });
            setDialog(null);
          } catch (e) {
            toast.error(errorMessage(e) ?? t('orders.actions.failed'));
          }
        }}
      />
    </Can>
  );
}
