import { checkoutTotal, checkoutOrderSchema } from '@atrium/contracts';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { VALID_CHECKOUT } from './fixtures';
import { postWizard } from './testCall';

describe('POST /api/wizards/checkout-orders', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('stores a valid order, keeping only the card’s last four digits', async () => {
    const { status, body } = await postWizard('checkout-orders', VALID_CHECKOUT);
    expect(status).toBe(201);
    expect(body).toEqual({ id: 'ORDER-1001', message: 'Your order is placed.' });
    expect(db.wizardCheckoutOrders[0].data.payment.cardNumber).toBe('4242');
  });

  it('asks card details only when paying by card', async () => {
    const cash = { ...VALID_CHECKOUT, payment: { method: 'cash', cardNumber: '', cardName: '', expiry: '' } };
    expect((await postWizard('checkout-orders', cash)).status).toBe(201);
    const card = { ...VALID_CHECKOUT, payment: { ...cash.payment, method: 'card' } };
    const refused = await postWizard('checkout-orders', card);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors as object)).toEqual(
      expect.arrayContaining(['payment.cardNumber', 'payment.cardName', 'payment.expiry']),
    );
  });

  it('refuses an empty cart', async () => {
    const empty = { ...VALID_CHECKOUT, cart: { headphones: 0, watch: 0, speaker: 0 } };
    expect((await postWizard('checkout-orders', empty)).status).toBe(400);
    expect(db.wizardCheckoutOrders).toHaveLength(0);
  });

  it('totals the items and the shipping', () => {
    expect(checkoutTotal(checkoutOrderSchema.parse(VALID_CHECKOUT))).toBe(149 + 2 * 89 + 10);
  });
});
