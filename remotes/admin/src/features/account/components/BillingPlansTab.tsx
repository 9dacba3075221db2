import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { PLAN_PRICES } from '../../pricing/plans';
import {
  COUNTRIES,
  billingAddressSchema,
  paymentSchema,
  type BillingAddressForm,
  type PaymentForm,
  type PaymentFormInput,
} from '../schemas';
import { FormActions, FormGrid, Stack } from './formLayout';
import { useFieldError } from './useFieldError';

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
  const fieldError = useFieldError();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PaymentFormInput, unknown, PaymentForm>({
    resolver: zodResolver(paymentSchema),
    defaultValues: EMPTY_PAYMENT,
  });
  const submit = handleSubmit((card) => {
    reset(EMPTY_PAYMENT);
    toast.success(t('account.cardSaved', { last4: card.cardNumber.slice(-4) }));
  });
  return (
    <Card>
      <CardHeader title={t('account.paymentMethod')} />
      <CardContent>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('account.paymentMethod')}>
          <FormGrid>
            <TextField
              label={t('account.fields.cardNumber')}
              inputMode="numeric"
              autoComplete="cc-number"
              {...register('cardNumber')}
              error={fieldError(errors.cardNumber)}
            />
            <TextField
              label={t('account.fields.cardName')}
              autoComplete="cc-name"
              {...register('cardName')}
              error={fieldError(errors.cardName)}
            />
            <TextField
              label={t('account.fields.expiry')}
              placeholder="MM/YY"
              autoComplete="cc-exp"
              {...register('expiry')}
              error={fieldError(errors.expiry)}
            />
            <TextField
              label={t('account.fields.cvv')}
              inputMode="numeric"
              autoComplete="cc-csc"
              {...register('cvv')}
              error={fieldError(errors.cvv)}
            />
          </FormGrid>
          <FormActions>
            <Button type="submit" loading={isSubmitting}>
              {t('account.save')}
            </Button>
            <Button variant="tonal" color="secondary" onClick={() => reset(EMPTY_PAYMENT)}>
              {t('account.discard')}
            </Button>
          </FormActions>
        </form>
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
  const fieldError = useFieldError();
  const [saved, setSaved] = useState(EMPTY_ADDRESS);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BillingAddressForm>({ resolver: zodResolver(billingAddressSchema), defaultValues: saved });
  const submit = handleSubmit((values) => {
    setSaved(values);
    reset(values);
    toast.success(t('account.saved'));
  });
  return (
    <Card>
      <CardHeader title={t('account.billingAddress')} />
      <CardContent>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('account.billingAddress')}>
          <FormGrid>
            <TextField
              label={t('account.fields.companyName')}
              autoComplete="organization"
              {...register('companyName')}
              error={fieldError(errors.companyName)}
            />
            <TextField
              label={t('account.fields.billingEmail')}
              type="email"
              autoComplete="email"
              {...register('billingEmail')}
              error={fieldError(errors.billingEmail)}
            />
            <TextField
              label={t('account.fields.taxId')}
              {...register('taxId')}
              error={fieldError(errors.taxId)}
            />
            <TextField
              label={t('account.fields.vatNumber')}
              {...register('vatNumber')}
              error={fieldError(errors.vatNumber)}
            />
            <TextField
              label={t('account.fields.phone')}
              type="tel"
              autoComplete="tel"
              {...register('mobile')}
              error={fieldError(errors.mobile)}
            />
            <Select
              label={t('account.fields.country')}
              options={COUNTRIES.map((c) => ({ value: c, label: c }))}
              {...register('country')}
              error={fieldError(errors.country)}
            />
            <TextField
              label={t('account.fields.address')}
              autoComplete="street-address"
              {...register('address')}
              error={fieldError(errors.address)}
            />
            <TextField
              label={t('account.fields.state')}
              autoComplete="address-level1"
              {...register('state')}
              error={fieldError(errors.state)}
            />
            <TextField
              label={t('account.fields.zip')}
              autoComplete="postal-code"
              {...register('zip')}
              error={fieldError(errors.zip)}
            />
          </FormGrid>
          <FormActions>
            <Button type="submit" loading={isSubmitting}>
              {t('account.save')}
            </Button>
            <Button variant="tonal" color="secondary" onClick={() => reset(saved)}>
              {t('account.discard')}
            </Button>
          </FormActions>
        </form>
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
