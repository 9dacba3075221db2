import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Chip } from '@atrium/ui/core';

export type BillingPeriod = 'monthly' | 'yearly';

// The switch and its chip sit on the paper, whatever the section's background: the theme's tonal
// surfaces and the shades of text on them reach 4.5:1 over the paper, not over another tint.
const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  inline-size: fit-content;
  margin: 0 auto 2rem;
  padding: 0.25rem;
  padding-inline-end: 0.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ theme }) => theme.palette.background.paper};
  legend {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
  .options {
    display: inline-flex;
    padding: 0.25rem;
    border-radius: ${({ theme }) => theme.radius.pill}px;
    background: ${({ theme }) => theme.palette.primary.tonal};
  }
  label {
    position: relative;
    padding: 0.375rem 1rem;
    border-radius: ${({ theme }) => theme.radius.pill}px;
    cursor: pointer;
    font-weight: 500;
    color: ${({ theme }) => theme.palette.primary.text};
  }
  label:has(input:checked) {
    background: ${({ theme }) => theme.palette.primary.solid};
    color: ${({ theme }) => theme.palette.primary.contrastText};
  }
  label:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
`;

/** Monthly or yearly billing: two radio buttons (arrow keys move between them). */
export function BillingPeriodSwitch({
  value,
  onChange,
}: {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group>
      <legend>{t('plans.period')}</legend>
      <div className="options">
        {(['monthly', 'yearly'] as const).map((period) => (
          <label key={period}>
            <input
              type="radio"
              name="billing-period"
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
            />
            {t(`plans.${period}`)}
          </label>
        ))}
      </div>
      <Chip color="success">{t('plans.save')}</Chip>
    </Group>
  );
}
