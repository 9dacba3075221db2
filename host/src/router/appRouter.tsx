import { createBrowserRouter } from 'react-router-dom';
import { Shell } from '../app/Shell';
import { ServerErrorPage } from '../pages/errors/ServerErrorPage';
import { hostRoutes } from './hostRoutes';

export function createAppRouter() {
  return createBrowserRouter([
    { element: <Shell />, errorElement: <ServerErrorPage />, children: hostRoutes },
  ]);
}
