import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_PLANS, type UserPlan } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Dialog,
  DialogActions,
  LinearProgress,
  Select,
  TextField,
  toast,
} from '@atrium/ui';
import { PLAN_PRICES } from '../../pricing';
import {
  COUNTRIES,
  billingAddressSchema,
  paymentSchema,
  type BillingAddressForm,
  type PaymentFormInput,
} from '../schemas';
import { FormActions, FormGrid, Stack } from './formLayout';
import { SettingsForm } from './SettingsForm';
import { useSettingsForm } from './useSettingsForm';

const DAYS_IN_PERIOD = 30;
const DAYS_USED = 24;

function CurrentPlanCard() {
  const { t } = useTranslation('admin');
  const { money } = useFormatters();
  const [plan, setPlan] = useState<UserPlan>('basic');
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<UserPlan>('basic');
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
          <Button onClick={() => (setChoice(plan), setChoosing(true))}>{t('account.upgradePlan')}</Button>
          <ButtonLink to="/pages/pricing" variant="tonal" color="secondary">
            {t('account.comparePlans')}
          </ButtonLink>
        </FormActions>
      </CardContent>
      <Dialog open={choosing} onOpenChange={setChoosing} title={t('account.upgradePlan')}>
        <Select
          label={t('account.choosePlan')}
          options={USER_PLANS.map((p) => ({
            value: p,
            label: `${t(`users.plan.${p}`)} — ${money(PLAN_PRICES[p].monthly)}`,
          }))}
          value={choice}
          onChange={(e) => setChoice(e.target.value as UserPlan)}
        />
        <DialogActions>
          <Button variant="tonal" color="secondary" onClick={() => setChoosing(false)}>
            {t('users.cancel')}
          </Button>
          <Button
            onClick={() => {
              setPlan(choice);
              setChoosing(false);
              toast.success(t('account.planChanged', { plan: t(`users.plan.${choice}`) }));
            }}
          >
            {t('account.confirmPlan')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

const EMPTY_PAYMENT: PaymentFormInput = { cardNumber: '', cardName: '', expiry: '', cvv: '' };

function PaymentMethodCard() {
  const { t } = useTranslation('admin');
  const form = useSettingsForm({
    schema: paymentSchema,
    initial: EMPTY_PAYMENT,
    afterSave: 'clear',
    onSaved: (card) => toast.success(t('account.cardSaved', { last4: card.cardNumber.slice(-4) })),
  });
  return (
    <Card>
      <CardHeader title={t('account.paymentMethod')} />
      <CardContent>
        <SettingsForm label={t('account.paymentMethod')} form={form}>
          <FormGrid>
            <TextField
              label={t('account.fields.cardNumber')}
              inputMode="numeric"
              autoComplete="cc-number"
              {...form.field('cardNumber')}
            />
            <TextField
              label={t('account.fields.cardName')}
              autoComplete="cc-name"
              {...form.field('cardName')}
            />
            <TextField
              label={t('account.fields.expiry')}
              placeholder="MM/YY"
              autoComplete="cc-exp"
              {...form.field('expiry')}
            />
            <TextField
              label={t('account.fields.cvv')}
              inputMode="numeric"
              autoComplete="cc-csc"
              {...form.field('cvv')}
            />
          </FormGrid>
        </SettingsForm>
      </CardContent>
    </Card>
  );
}

const EMPTY_ADDRESS: BillingAddressForm = {
  companyName: '',
  billingEmail: '',
  taxId: '',
  vatNumber: '',
  mobile: '',
  country: 'USA',
  address: '',
  state: '',
  zip: '',
};

function BillingAddressCard() {
  const { t } = useTranslation('admin');
  const form = useSettingsForm({
    schema: billingAddressSchema,
    initial: EMPTY_ADDRESS,
    afterSave: 'keep',
    onSaved: () => toast.success(t('account.saved')),
  });
  return (
    <Card>
      <CardHeader title={t('account.billingAddress')} />
      <CardContent>
        <SettingsForm label={t('account.billingAddress')} form={form}>
          <FormGrid>
            <TextField
              label={t('account.fields.companyName')}
              autoComplete="organization"
              {...form.field('companyName')}
            />
            <TextField
              label={t('account.fields.billingEmail')}
              type="email"
              autoComplete="email"
              {...form.field('billingEmail')}
            />
            <TextField label={t('account.fields.taxId')} {...form.field('taxId')} />
            <TextField label={t('account.fields.vatNumber')} {...form.field('vatNumber')} />
            <TextField
              label={t('account.fields.phone')}
              type="tel"
              autoComplete="tel"
              {...form.field('mobile')}
            />
            <Select
              label={t('account.fields.country')}
              options={COUNTRIES.map((c) => ({ value: c, label: c }))}
              {...form.field('country')}
            />
            <TextField
              label={t('account.fields.address')}
              autoComplete="street-address"
              {...form.field('address')}
            />
            <TextField
              label={t('account.fields.state')}
              autoComplete="address-level1"
              {...form.field('state')}
            />
            <TextField label={t('account.fields.zip')} autoComplete="postal-code" {...form.field('zip')} />
          </FormGrid>
        </SettingsForm>
      </CardContent>
    </Card>
  );
}

/** Billing and plans: the current plan (upgrade), a payment card and the billing address. */
export function BillingPlansTab() {
  return (
    <Stack>
      <CurrentPlanCard />
      <PaymentMethodCard />
      <BillingAddressCard />
    </Stack>
  );
}
