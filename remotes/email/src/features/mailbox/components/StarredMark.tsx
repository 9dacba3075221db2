import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconStarFilled } from '@tabler/icons-react';

// As wide as the star button it stands for, so the rows line up the same way.
const Slot = styled.span<{ $size: number }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  inline-size: ${({ $size }) => $size}rem;
  color: ${({ theme }) => theme.palette.warning.main};
`;

/**
 * Whether an email is starred, for someone who may not change it (starring is an update): a star
 * named "Starred", or an empty slot.
 */
export function StarredMark({ starred, size }: { starred: boolean; size: 'sm' | 'md' }) {
  const { t } = useTranslation('email');
  return (
    <Slot $size={size === 'sm' ? 1.875 : 2.375}>
      {starred && (
        <IconStarFilled size={size === 'sm' ? 18 : 20} role="img" aria-label={t('filter.starred')} />
      )}
    </Slot>
  );
}
