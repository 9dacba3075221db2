import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export const Card = styled.section`
  position: relative;
  min-inline-size: 0;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.palette.background.paper};
  color: ${({ theme }) => theme.palette.text.primary};
  box-shadow: ${({ theme }) => theme.shadows[1]};
  border: ${({ theme }) => (theme.skin === 'bordered' ? `1px solid ${theme.palette.divider}` : '0')};
`;

export const CardContent = styled.div`
  padding: 1.5rem;
`;

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  padding: 0 1.5rem 1.5rem;
`;

const HeaderRoot = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.5rem 1.5rem 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 500;
`;

const Subtitle = styled.p`
  margin: 0.125rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

export interface CardHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  subtitle?: ReactNode;
  action?: ReactNode;
  /** Heading level of the title (default h2). */
  as?: 'h2' | 'h3' | 'h4';
}

export function CardHeader({ title, subtitle, action, as = 'h2', ...rest }: CardHeaderProps) {
  return (
    <HeaderRoot {...rest}>
      <div>
        <Title as={as}>{title}</Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </div>
      {action}
    </HeaderRoot>
  );
}
