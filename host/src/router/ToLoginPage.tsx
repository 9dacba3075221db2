import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button } from '@atrium/ui/core';
import { MiscPage } from '../pages/errors/MiscPage';
import { loadDocument } from '../app/loadDocument';

/** Whether this document was itself served for /login: the server gave the app, not the login page. */
function servedForLogin(): boolean {
  const [entry] = (globalThis.performance?.getEntriesByType?.('navigation') ?? []) as PerformanceEntry[];
  if (!entry) return false;
  return /^\/login(\/|$)/.test(new URL(entry.name).pathname);
}

/**
 * `/login` inside the app. The login page is a document of its own (host/src/login), so going there
 * — after logout, from the guard, from a link — loads it, keeping `?to=` and `?notice=`. Should the
 * server answer /login with the app instead, this says so rather than reloading for ever.
 */
export default function ToLoginPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const misrouted = servedForLogin();
  useEffect(() => {
    if (!misrouted) loadDocument(`/login${search}`);
  }, [misrouted, search]);
  if (!misrouted) return null;
  return (
    <MiscPage page role="alert" heading={t('login.unavailableHeading')} text={t('login.unavailableText')}>
      <Button onClick={() => loadDocument(`/login${search}`)}>{t('retry')}</Button>
    </MiscPage>
  );
}
