import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** What a layout of the authentication forms receives: the heading, its subtitle and the form. */
export interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}
export type AuthLayout = ComponentType<AuthLayoutProps>;

/** Where the forms' links lead: the real pages, or a demo variant's siblings. */
export interface AuthLinks {
  login: string;
  register: string;
  forgotPassword: string;
}

export interface AuthFrame {
  /** The layout around the form; none: the centred card (AuthCard). */
  layout?: AuthLayout;
  links: AuthLinks;
}

export const REAL_AUTH_LINKS: AuthLinks = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
};

/**
 * The frame the authentication forms render in. The real pages use the default; the demo variants
 * (/pages/authentication/*) provide their layout (v1 card, v2 split) and links to their siblings, so
 * the very same forms and calls serve both.
 */
export const AuthFrameContext = createContext<AuthFrame>({ links: REAL_AUTH_LINKS });

export const useAuthFrame = () => useContext(AuthFrameContext);
