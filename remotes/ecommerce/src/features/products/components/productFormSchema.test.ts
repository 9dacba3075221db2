/** @jest-environment node */
import { i18n } from '@atrium/platform';
import { translateIssue, type TranslateMessage } from '@atrium/platform/forms';
import { emptyProductForm, productFormSchema, toProductSave } from './productFormSchema';
import { setupI18n } from '../../../testing/kit';

describe('productFormSchema', () => {
  beforeAll(() => setupI18n());
  const schema = () => productFormSchema;
  const valid = {
    ...emptyProductForm,
    productName: 'Desk',
    sku: '1234',
    qty: '3',
    price: '19.5',
    productBrand: 'Oak Co',
    category: 'Office' as const,
  };

  it('accepts a complete form and maps it to the API body', () => {
    const parsed = schema().parse({ ...valid, tags: 'wood, desk, ', discountedPrice: '15' });
    expect(toProductSave(parsed)).toEqual(
      expect.objectContaining({
        productName: 'Desk',
        sku: 1234,
        qty: 3,
        price: 19.5,
        discountedPrice: 15,
        stock: true,
        tags: ['wood', 'desk'],
        category: 'Office',
      }),
    );
  });

  it('names each invalid field', () => {
    const result = schema().safeParse({
      ...valid,
      productName: ' ',
      sku: '12a',
      price: '0',
      discountedPrice: '30',
      category: '',
    });
    expect(result.success).toBe(false);
    const fields = new Set(result.error!.issues.map((i) => i.path.join('.')));
    expect([...fields].sort()).toEqual(['category', 'price', 'productName', 'sku']);
  });

  it('refuses a discounted price above the base price', () => {
    const result = schema().safeParse({ ...valid, discountedPrice: '30' });
    const [issue] = result.error!.issues;
    expect(issue.path).toEqual(['discountedPrice']);
    expect(translateIssue(issue, i18n.getFixedT('en', 'ecommerce') as unknown as TranslateMessage)).toBe(
      'The discounted price must be below the base price',
    );
  });

  it('is out of stock when the quantity is 0', () => {
    expect(toProductSave(schema().parse({ ...valid, qty: '0' })).stock).toBe(false);
  });
});
