import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconCheck, IconCircleFilled } from '@tabler/icons-react';
import type { UserPlan } from '@atrium/contracts';
import { PLAN_FEATURES } from '../plans';

const List = styled.ul<{ $compact: boolean }>`
  display: grid;
  gap: ${({ $compact }) => ($compact ? '0.5rem' : '0.75rem')};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  svg {
    flex: none;
    color: ${({ theme, $compact }) => ($compact ? theme.palette.text.secondary : theme.palette.primary.main)};
  }
`;

/**
 * What a plan includes, one feature a line: ticked in primary on the pricing page, or `compact` with
 * small grey dots where the plan is one card among others (a user's plan). Margins come from the
 * caller (`className`).
 */
export function PlanFeatureList({
  plan,
  label,
  compact = false,
  className,
}: {
  plan: UserPlan;
  /** The list's accessible name ("What the Team plan includes"). */
  label: string;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('admin');
  const Marker = compact ? IconCircleFilled : IconCheck;
  return (
    <List aria-label={label} $compact={compact} className={className}>
      {PLAN_FEATURES[plan].map((feature) => (
        <li key={feature}>
          <Marker size={compact ? 8 : 18} aria-hidden="true" />
          {t(`pricing.features.${feature}`)}
        </li>
      ))}
    </List>
  );
}
