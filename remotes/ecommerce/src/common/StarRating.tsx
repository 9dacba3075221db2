import styled from 'styled-components';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const Root = styled.span`
  display: inline-flex;
  gap: 0.1rem;
  color: ${({ theme }) => theme.palette.warning.main};
`;

/** 1 to 5 stars, read as "4 out of 5 stars". */
export function StarRating({ value, size = 18 }: { value: number; size?: number }) {
  const { t } = useTranslation('ecommerce');
  return (
    <Root role="img" aria-label={t('common.stars', { value, max: 5 })}>
      {Array.from({ length: 5 }, (_, i) =>
        i < value ? (
          <IconStarFilled key={i} size={size} aria-hidden="true" />
        ) : (
          <IconStar key={i} size={size} aria-hidden="true" />
        ),
      )}
    </Root>
  );
}
