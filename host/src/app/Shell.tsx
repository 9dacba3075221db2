import { Outlet } from 'react-router-dom';
import { useScrollBehaviour } from './useScrollBehaviour';

/** The router's root: page-wide behaviour shared by every layout. */
export function Shell() {
  useScrollBehaviour();
  return <Outlet />;
}
