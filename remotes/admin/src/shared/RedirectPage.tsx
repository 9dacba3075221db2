import { Navigate } from 'react-router-dom';
import type { AreaPageModule } from '@atrium/platform';

/** A page module whose page only replaces the current entry with `to` (a bare path opening its first tab). */
export function redirectPageTo(to: string): AreaPageModule {
  return {
    default: function RedirectPage() {
      return <Navigate to={to} replace />;
    },
  };
}
