import type { Product, Review, ReviewStatus } from '@atrium/contracts';
import { createRandom } from '@atrium/mocks/lib/random';
import { FIRST_NAMES, LAST_NAMES, avatarUrl, slug } from '@atrium/mocks/data/people';

// [head, para] by rating (index 0 = 1 star).
const TEXTS: [string, string][][] = [
  [
    [
      'Stopped working in a week',
      'It worked for a few days and then would not turn on again. Support was slow to answer.',
    ],
    ['Not as described', 'The colour and size were different from the pictures. I sent it back.'],
  ],
  [
    ['Disappointing quality', 'Feels cheap for the price and the finish is already wearing off.'],
    ['Arrived damaged', 'The box was crushed and one part was scratched. The replacement took two weeks.'],
  ],
  [
    ['Does the job', 'Nothing special but it does what it says. Delivery was on time.'],
    ['Average', 'Fine for everyday use, though I expected a little more at this price.'],
  ],
  [
    ['Very good value', 'Solid build and easy to set up. Would buy again.'],
    ['Happy with it', 'Works well and looks great. Shipping took a bit longer than promised.'],
  ],
  [
    ['Excellent!', 'Exactly what I wanted: great quality, fast delivery and careful packaging.'],
    ['Best purchase this year', 'I use it every day. Highly recommended to anyone hesitating.'],
  ],
];

/** 100 reviews of the sample products, every rating and status represented. */
export function buildReviews(products: Product[]): Review[] {
  const r = createRandom(4004);
  return Array.from({ length: 100 }, (_, i) => {
    const product = products[r.int(0, products.length - 1)];
    const reviewer = `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
    const review = i < 5 ? i + 1 : r.pick([1, 2, 3, 4, 4, 5, 5, 5]);
    const [head, para] = r.pick(TEXTS[review - 1]);
    const status: ReviewStatus = r.bool(0.6) ? 'Published' : 'Pending';
    const month = r.int(1, 12);
    const day = r.int(1, 28);
    return {
      id: i + 1,
      product: product.productName,
      companyName: product.productBrand,
      productImage: product.image,
      reviewer,
      email: `${slug(reviewer)}${i}@example.com`,
      avatar: r.bool(0.7) ? avatarUrl(reviewer) : '',
      date: `${r.pick([2025, 2026])}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      status,
      review,
      head,
      para,
    };
  });
}
