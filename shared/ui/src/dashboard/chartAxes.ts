/**
 * A chart's value axis in money, written short in the page's `locale` ("$12K", "12 k $"): the `yaxis`
 * option of a dashboard's chart.
 */
export function compactMoneyAxis(locale: string, currency = 'USD') {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency, notation: 'compact' });
  return { labels: { formatter: (value: number) => format.format(value) } };
}
