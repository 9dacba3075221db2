import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAbility, useSession, session, type AreaRouteMeta } from '@atrium/platform';
import { decideAccess } from './guard';
import { BlankLayout } from '../layouts/BlankLayout';
import { PageSuspense } from '../app/PageSuspense';

/** A host-owned page: guarded by its meta, rendered in the blank layout. */
export function HostRoute({ meta, page: Page }: { meta: AreaRouteMeta; page: ComponentType }) {
  useSession();
  const ability = useAbility();
  const location = useLocation();
  const decision = decideAccess(meta, {
    loggedIn: session.isLoggedIn(),
    ability,
    path: location.pathname + location.search,
  });
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <BlankLayout>
      <PageSuspense>
        <Page />
      </PageSuspense>
    </BlankLayout>
  );
}
