/**
 * The CRM dashboard's figures. The spec gives the CRM dashboard no call of its own, so these are
 * fixed sample values (like the rest of the sample data); replace with an API when one exists.
 */
export const CRM_SAMPLE = {
  customers: 8_458,
  revenue: 86_400,
  orders: 2_450,
  dealsWon: 128,
  /** Monthly revenue, January to December. */
  revenueByMonth: [18, 22, 19, 27, 31, 28, 36, 34, 41, 39, 45, 52].map((k) => k * 1000),
  /** Leads at each stage of the funnel. */
  funnel: { leads: 1240, qualified: 620, proposals: 310, won: 128 },
};
