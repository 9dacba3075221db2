import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button } from '@atrium/ui/core';
import { MiscPage } from '../pages/errors/MiscPage';
import { loadDocument } from '../app/loadDocument';

/** Whether this document was itself served for `pathname`: the server gave the app, not that page. */
function servedFor(pathname: string): boolean {
  const [entry] = (globalThis.performance?.getEntriesByType?.('navigation') ?? []) as PerformanceEntry[];
  if (!entry) return false;
  return new URL(entry.name).pathname.replace(/\/+$/, '') === pathname;
}

/**
 * A public page inside the app: the authentication pages (`/login`, `/register`...) and the front
 * pages (`/front-pages/help-center`...) are documents of their own (host/publicPages.mjs), so going
 * there — after logout, from the guard, from a link — loads it, keeping the query (`?to=`, `?notice=`,
 * the reset link's token). Should the server answer the path with the app instead, this says so rather
 * than reloading for ever.
 */
export default function ToStandalonePage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const misrouted = servedFor(pathname);
  useEffect(() => {
    if (!misrouted) loadDocument(`${pathname}${search}`);
  }, [misrouted, pathname, search]);
  if (!misrouted) return null;
  return (
    <MiscPage page role="alert" heading={t('login.unavailableHeading')} text={t('login.unavailableText')}>
      <Button onClick={() => loadDocument(`${pathname}${search}`)}>{t('retry')}</Button>
    </MiscPage>
  );
}
