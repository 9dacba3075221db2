import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconTrash } from '@tabler/icons-react';
import { revisionOf, type AccountSettings, type PaymentCard, type UserPlan } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { useSettingsForm } from '@atrium/platform/forms';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  CardContent,
  CardHeader,
  Chip,
  IconButton,
  LinearProgress,
  Select,
  TextField,
  toast,
} from '@atrium/ui';
import { SettingsForm } from '@atrium/ui/forms';
import { PLAN_PRICES } from '../../pricing';
import {
  COUNTRIES,
  billingAddressSchema,
  paymentSchema,
  type BillingAddressForm,
  type PaymentFormInput,
} from '../schemas';
import {
  useAddPaymentCard,
  useDeletePaymentCard,
  useSaveAccountSection,
  useSaveAccountSectionForm,
} from '../api/accountSettings';
import { FormActions, FormGrid, HintText, Stack } from './formLayout';
import { useFieldProps } from './useFieldProps';
import { UpgradePlanDialog } from './UpgradePlanDialog';

const DAYS_IN_PERIOD = 30;
const DAYS_USED = 24;

function CurrentPlanCard({ plan }: { plan: UserPlan }) {
  const { t } = useTranslation('admin');
  const { money } = useFormatters();
  const savePlan = useSaveAccountSection('plan');
  const [choosing, setChoosing] = useState(false);
  const used = Math.round((DAYS_USED / DAYS_IN_PERIOD) * 100);
  return (
    <Card>
      <CardHeader
        title={t('account.currentPlan')}
        action={<Chip color="primary">{t(`users.plan.${plan}`)}</Chip>}
      />
      <CardContent>
        <p>{t('account.planPrice', { price: money(PLAN_PRICES[plan].monthly) })}</p>
        <Alert severity="warning" title={t('account.attention')}>
          {t('account.planEnding')}
        </Alert>
        <div style={{ marginBlock: '1rem 0.5rem', display: 'flex', justifyContent: 'space-between' }}>
          <span id="plan-days">{t('account.days')}</span>
          <span>{t('account.daysOf', { used: DAYS_USED, total: DAYS_IN_PERIOD })}</span>
        </div>
        <LinearProgress value={used} aria-labelledby="plan-days" />
        <FormActions>
          <Button onClick={() => setChoosing(true)}>{t('account.upgradePlan')}</Button>
          <ButtonLink to="/pages/pricing" variant="tonal" color="secondary">
            {t('account.comparePlans')}
          </ButtonLink>
        </FormActions>
      </CardContent>
      <UpgradePlanDialog
        open={choosing}
        onOpenChange={setChoosing}
        current={plan}
        saving={savePlan.isPending}
        error={savePlan.error?.message ?? null}
        onConfirm={(choice) =>
          savePlan.mutate(
            { plan: choice },
            {
              onSuccess: () => {
                setChoosing(false);
                toast.success(t('account.planChanged', { plan: t(`users.plan.${choice}`) }));
              },
            },
          )
        }
      />
    </Card>
  );
}

const EMPTY_PAYMENT: PaymentFormInput = { cardNumber: '', cardName: '', expiry: '', cvv: '' };

function SavedCards({ cards }: { cards: PaymentCard[] }) {
  const { t } = useTranslation('admin');
  const remove = useDeletePaymentCard();
  if (!cards.length) return <HintText>{t('account.noCards')}</HintText>;
  return (
    <ul
      aria-label={t('account.savedCards')}
      style={{ display: 'grid', gap: '0.5rem', padding: 0, margin: 0 }}
    >
      {cards.map((card) => (
        <li key={card.id} style={{ display: 'flex', alignItems: 'center', gap: '1rem', listStyle: 'none' }}>
          <span style={{ flex: 1 }}>
            {t('account.cardLine', { name: card.cardName, last4: card.last4, expiry: card.expiry })}
          </span>
          <IconButton
            variant="tonal"
            color="error"
            aria-label={t('account.removeCard', { last4: card.last4 })}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(card.id, {
                onSuccess: () => toast.success(t('account.cardRemoved', { last4: card.last4 })),
              })
            }
          >
            <IconTrash size={20} aria-hidden="true" />
          </IconButton>
        </li>
      ))}
    </ul>
  );
}

function PaymentMethodCard({ cards }: { cards: PaymentCard[] }) {
  const { t } = useTranslation('admin');
  const addCard = useAddPaymentCard();
  const settings = useSettingsForm({
    schema: paymentSchema,
    namespace: 'admin',
    saved: EMPTY_PAYMENT,
    save: async (card) => {
      await addCard.mutateAsync(card);
    },
    successMessage: (card) => t('account.cardSaved', { last4: card.cardNumber.slice(-4) }),
    afterSave: 'clear',
  });
  const field = useFieldProps(settings.form);
  return (
    <Card>
      <CardHeader title={t('account.paymentMethod')} />
      <CardContent>
        <Stack>
          <SavedCards cards={cards} />
          <SettingsForm label={t('account.paymentMethod')} controls={settings}>
            <FormGrid>
              <TextField
                label={t('account.fields.cardNumber')}
                inputMode="numeric"
                autoComplete="cc-number"
                {...field('cardNumber')}
              />
              <TextField label={t('account.fields.cardName')} autoComplete="cc-name" {...field('cardName')} />
              <TextField
                label={t('account.fields.expiry')}
                placeholder="MM/YY"
                autoComplete="cc-exp"
                {...field('expiry')}
              />
              <TextField
                label={t('account.fields.cvv')}
                inputMode="numeric"
                autoComplete="cc-csc"
                {...field('cvv')}
              />
            </FormGrid>
          </SettingsForm>
        </Stack>
      </CardContent>
    </Card>
  );
}

function BillingAddressCard({ saved }: { saved: BillingAddressForm }) {
  const { t } = useTranslation('admin');
  const saveAddress = useSaveAccountSectionForm('billingAddress');
  const settings = useSettingsForm({
    schema: billingAddressSchema,
    namespace: 'admin',
    saved,
    save: async (address, revision) =>
      (await saveAddress.mutateAsync({ body: address, revision })).billingAddress,
    revisionOf,
    successMessage: t('account.saved'),
  });
  const field = useFieldProps(settings.form);
  return (
    <Card>
      <CardHeader title={t('account.billingAddress')} />
      <CardContent>
        <SettingsForm label={t('account.billingAddress')} controls={settings}>
          <FormGrid>
            <TextField
              label={t('account.fields.companyName')}
              autoComplete="organization"
              {...field('companyName')}
            />
            <TextField
              label={t('account.fields.billingEmail')}
              type="email"
              autoComplete="email"
              {...field('billingEmail')}
            />
            <TextField label={t('account.fields.taxId')} {...field('taxId')} />
            <TextField label={t('account.fields.vatNumber')} {...field('vatNumber')} />
            <TextField label={t('account.fields.phone')} type="tel" autoComplete="tel" {...field('mobile')} />
            <Select
              label={t('account.fields.country')}
              options={COUNTRIES.map((c) => ({ value: c, label: c }))}
              {...field('country')}
            />
            <TextField
              label={t('account.fields.address')}
              autoComplete="street-address"
              {...field('address')}
            />
            <TextField label={t('account.fields.state')} autoComplete="address-level1" {...field('state')} />
            <TextField label={t('account.fields.zip')} autoComplete="postal-code" {...field('zip')} />
          </FormGrid>
        </SettingsForm>
      </CardContent>
    </Card>
  );
}

/**
 * Billing and plans: the current plan (upgrade), payment cards and the billing address, saved through
 * the API. `planCard` stands in for the plan card where the plan is saved another way (a user's view).
 */
export function BillingPlansTab({ settings, planCard }: { settings: AccountSettings; planCard?: ReactNode }) {
  return (
    <Stack>
      {planCard ?? <CurrentPlanCard plan={settings.plan.plan} />}
      <PaymentMethodCard cards={settings.paymentCards} />
      <BillingAddressCard saved={settings.billingAddress} />
    </Stack>
  );
}
