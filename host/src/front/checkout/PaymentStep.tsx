import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@atrium/ui/core';
import { FormErrorAlert } from '@atrium/ui/forms';
import type { FormLevelError } from '@atrium/ui/forms';

export type PaymentMethod = 'card' | 'cash';

const Methods = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  margin: 0 0 1.5rem;
  padding: 0;
  border: 0;
  legend {
    margin-block-end: 0.75rem;
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    padding: 0.875rem 1rem;
    border-radius: ${({ theme }) => theme.radius.md}px;
    border: 1px solid ${({ theme }) => theme.palette.divider};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.palette.primary.main};
    background: ${({ theme }) => theme.palette.primary.tonal};
  }
  input {
    accent-color: ${({ theme }) => theme.palette.primary.main};
  }
`;

/** How to pay (on delivery: no card is asked here), then placing the order. */
export function PaymentStep({
  method,
  onMethod,
  error,
  placing,
  onBack,
  onPlace,
}: {
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  error: FormLevelError | null;
  placing: boolean;
  onBack: () => void;
  onPlace: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormErrorAlert error={error} />
      <Methods>
        <legend>{t('checkout.method')}</legend>
        {(['card', 'cash'] as const).map((m) => (
          <label key={m}>
            <input type="radio" name="payment-method" checked={method === m} onChange={() => onMethod(m)} />
            {t(`checkout.${m}`)}
          </label>
        ))}
      </Methods>
      <div style={{ display: 'flex', gap: '0.75rem' }}>
        <Button variant="tonal" onClick={onBack}>
          {t('checkout.back')}
        </Button>
        <Button loading={placing} onClick={onPlace}>
          {t('checkout.placeOrder')}
        </Button>
      </div>
    </>
  );
}
