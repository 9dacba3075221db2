import type { AuthLinks } from '../authFrame';

/** Where the demo variants live: one document (host/publicPages.mjs) answers every path below it. */
export const AUTH_VARIANTS_BASE = '/pages/authentication';

export const AUTH_VARIANT_FAMILIES = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'two-steps',
  'verify-email',
  'register-multi-steps',
] as const;
export type AuthVariantFamily = (typeof AUTH_VARIANT_FAMILIES)[number];

/** v1: the centred card; v2: a split layout with an illustration. */
export type AuthVariantLayout = 'v1' | 'v2';

export interface AuthVariant {
  name: string;
  family: AuthVariantFamily;
  layout: AuthVariantLayout;
}

/** Every variant's name, as in its path (`/pages/authentication/login-v1`). */
export const AUTH_VARIANT_NAMES: readonly string[] = AUTH_VARIANT_FAMILIES.flatMap((family) =>
  family === 'register-multi-steps' ? [family] : [`${family}-v1`, `${family}-v2`],
);

/** The variant a path names, or undefined (a path of another document, or a name no variant has). */
export function variantOf(pathname: string): AuthVariant | undefined {
  const prefix = `${AUTH_VARIANTS_BASE}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const name = pathname.slice(prefix.length).replace(/\/+$/, '');
  if (!AUTH_VARIANT_NAMES.includes(name)) return undefined;
  const match = /^(.+)-(v1|v2)$/.exec(name);
  return match
    ? { name, family: match[1] as AuthVariantFamily, layout: match[2] as AuthVariantLayout }
    : { name, family: name as AuthVariantFamily, layout: 'v2' };
}

/** The variant's links to its siblings of the same layout. */
export function variantLinks(layout: AuthVariantLayout): AuthLinks {
  return {
    login: `${AUTH_VARIANTS_BASE}/login-${layout}`,
    register: `${AUTH_VARIANTS_BASE}/register-${layout}`,
    forgotPassword: `${AUTH_VARIANTS_BASE}/forgot-password-${layout}`,
  };
}
