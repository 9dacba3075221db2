import styled from 'styled-components';
import { useTranslation } from 'react-i18next';

const Brand = styled.span<{ $large?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.6rem;
  font-weight: 700;
  font-size: ${({ $large }) => ($large ? '1.6rem' : '1.35rem')};
  color: inherit;
  letter-spacing: 0.01em;
`;

const Mark = styled.svg`
  flex: none;
  color: ${({ theme }) => theme.palette.primary.main};
`;

export function BrandLogo({ large, collapsed }: { large?: boolean; collapsed?: boolean }) {
  const { t } = useTranslation();
  return (
    <Brand $large={large}>
      <Mark width="32" height="28" viewBox="0 0 32 28" aria-hidden="true">
        <path fill="currentColor" d="M16 0 32 28H24.5L16 13 7.5 28H0z" opacity=".9" />
        <path fill="currentColor" d="M16 13 24.5 28h-17z" opacity=".45" />
      </Mark>
      {!collapsed && <span className="brand-name">{t('appName')}</span>}
    </Brand>
  );
}
