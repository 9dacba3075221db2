/** @jest-environment node */
import type { SalesOrder } from '@atrium/contracts';
import { sortAndPageSales } from './salesRows';

const order = (name: string, buyer: string, total: number, date: string): SalesOrder => ({
  product: {
    id: 1,
    name,
    slug: name,
    brand: 'Brand',
    category: 'Cat',
    price: total,
    image: '',
    hasFreeShipping: false,
    rating: 4,
    description: '',
  },
  date,
  buyer: { name: buyer, avatar: '' },
  payment: { total, receivedPaymentStatus: 'Fully Paid', paidAmount: total, status: 'Completed' },
});

const rows = [
  order('Watch', 'Zoe', 300, '2024-01-02'),
  order('apple', 'Adam', 20, '2024-03-01'),
  order('Bike', 'Mia', 900, '2023-12-30'),
];

describe('sortAndPageSales', () => {
  it('sorts text case-insensitively and numbers as numbers', () => {
    expect(
      sortAndPageSales(rows, { sortBy: 'product', orderBy: 'asc', page: 1, itemsPerPage: 10 }).rows.map(
        (r) => r.product.name,
      ),
    ).toEqual(['apple', 'Bike', 'Watch']);
    expect(
      sortAndPageSales(rows, { sortBy: 'total', orderBy: 'desc', page: 1, itemsPerPage: 10 }).rows.map(
        (r) => r.payment.total,
      ),
    ).toEqual([900, 300, 20]);
    expect(
      sortAndPageSales(rows, { sortBy: 'date', orderBy: 'asc', page: 1, itemsPerPage: 10 }).rows[0].date,
    ).toBe('2023-12-30');
  });

  it('pages and searches', () => {
    expect(sortAndPageSales(rows, { page: 2, itemsPerPage: 2 })).toMatchObject({ total: 3, rows: [rows[2]] });
    expect(sortAndPageSales(rows, { q: 'mia', page: 1, itemsPerPage: 10 }).rows).toEqual([rows[2]]);
  });

  it('ignores an unknown sort key', () => {
    expect(
      sortAndPageSales(rows, { sortBy: 'nope', orderBy: 'asc', page: 1, itemsPerPage: 10 }).rows,
    ).toEqual(rows);
  });
});
