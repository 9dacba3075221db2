import { Route } from 'react-router-dom';
import { renderPage } from '../../../testing/kit';
import InvoiceEditPage from '../InvoiceEditPage';

/** The editor as the area routes it: adding at /apps/invoice/add, editing at /apps/invoice/edit/:id. */
export function renderEditorPage(url = '/apps/invoice/add') {
  return renderPage(<InvoiceEditPage />, {
    url,
    path: '/apps/invoice/add',
    extraRoutes: <Route path="/apps/invoice/edit/:id" element={<InvoiceEditPage />} />,
  });
}
