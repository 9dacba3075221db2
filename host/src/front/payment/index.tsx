// The payment page: a document of its own (served at /front-pages/payment); see ../startFrontPage.tsx.
import { startFrontPage } from '../startFrontPage';
import { PaymentPage } from './PaymentPage';
import { paymentStrings } from './paymentStrings';
import { plansStrings } from '../plans/plansStrings';

void startFrontPage(() => <PaymentPage />, { startApi: 'afterPaint' }, paymentStrings, plansStrings);
