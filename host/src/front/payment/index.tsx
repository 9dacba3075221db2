// The payment page: a document of its own (served at /front-pages/payment); see ../startFrontPage.tsx.
import { startFrontPage } from '../startFrontPage';
import { PaymentPage } from './PaymentPage';

void startFrontPage(() => <PaymentPage />, 'afterPaint');
