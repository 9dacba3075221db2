// The checkout page: a document of its own (served at /front-pages/checkout); see ../startFrontPage.tsx.
import { startFrontPage } from '../startFrontPage';
import { CheckoutPage } from './CheckoutPage';
import { checkoutStrings } from './checkoutStrings';
import { paymentStrings } from '../payment/paymentStrings';

void startFrontPage(() => <CheckoutPage />, { startApi: 'whenIdle' }, checkoutStrings, paymentStrings);
