import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent } from '@atrium/ui/core';
import { AuthShell } from './AuthShell';

export const AuthForm = styled.form`
  display: grid;
  gap: 1rem;
`;

export const AuthFooter = styled.p`
  margin: 1.25rem 0 0;
  text-align: center;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Title = styled.h1`
  margin: 0 0 0.25rem;
  font-size: 1.5rem;
  font-weight: 500;
`;

const Subtitle = styled.p`
  margin: 0 0 1.25rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

/** The card every authentication page is: title, subtitle, form, footer links. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <AuthShell>
      <Card>
        <CardContent>
          <Title>{title}</Title>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
          {children}
        </CardContent>
      </Card>
    </AuthShell>
  );
}
