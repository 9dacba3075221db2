import styled from 'styled-components';
import { Card, CardContent } from '@atrium/ui/core';
import { AuthShell } from './AuthShell';
import { useAuthFrame, type AuthLayoutProps } from './authFrame';

export const AuthForm = styled.form`
  display: grid;
  gap: 1rem;
`;

export const AuthFooter = styled.p`
  margin: 1.25rem 0 0;
  text-align: center;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

export const AuthTitle = styled.h1`
  margin: 0 0 0.25rem;
  font-size: 1.5rem;
  font-weight: 500;
`;

export const AuthSubtitle = styled.p`
  margin: 0 0 1.25rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

/** The centred card (the real pages' layout, the demos' v1): title, subtitle, form, footer links. */
export function CenteredAuthCard({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <AuthShell>
      <Card>
        <CardContent>
          <AuthTitle>{title}</AuthTitle>
          {subtitle && <AuthSubtitle>{subtitle}</AuthSubtitle>}
          {children}
        </CardContent>
      </Card>
    </AuthShell>
  );
}

/** The frame every authentication form is in: the layout its page provides (see authFrame.ts). */
export function AuthCard(props: AuthLayoutProps) {
  const Layout = useAuthFrame().layout ?? CenteredAuthCard;
  return <Layout {...props} />;
}
