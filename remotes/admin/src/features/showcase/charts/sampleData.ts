/**
 * The charts' sample figures: constants, or drawn from a seeded generator at load time, so every visit
 * (and every screenshot) shows the same charts. Words come from the page's strings or from Intl
 * (month and day names, countries), so the figures carry none.
 */

/** A small seeded generator (mulberry32): the same sequence on every run. */
export function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const MONTHS = 12;
export const SESSIONS = [3100, 4000, 2800, 5100, 4200, 10900, 10000, 8200, 9400, 11200, 12100, 13500];
export const NEW_USERS = [1100, 3200, 4500, 3200, 3400, 5200, 4100, 3900, 5600, 6100, 7300, 8200];
export const REVENUE = [44, 55, 57, 56, 61, 58, 63, 60, 66, 72, 70, 78];
export const EXPENSES = [35, 41, 36, 26, 45, 48, 52, 53, 41, 44, 50, 47];
export const BALANCE = [120, 132, 101, 134, 190, 230, 210, 245, 261, 250, 282, 300];
export const FORECAST = [110, 125, 118, 140, 175, 205, 220, 240, 255, 262, 275, 295];

/** Sales by country (ISO region codes, named by Intl in the page's language). */
export const COUNTRY_SALES: [string, number][] = [
  ['US', 8540],
  ['FR', 6120],
  ['DE', 5480],
  ['MA', 4210],
  ['JP', 3960],
  ['BR', 2870],
];

export const TRAFFIC_SOURCES = ['direct', 'search', 'social', 'referral', 'email'] as const;
export const TRAFFIC = [3520, 2870, 1740, 960, 610];

export const SKILLS = ['design', 'speed', 'quality', 'support', 'price', 'reach'] as const;
export const SKILLS_THIS_YEAR = [80, 72, 90, 68, 55, 74];
export const SKILLS_LAST_YEAR = [62, 80, 70, 74, 70, 50];

export const GOALS = ['sales', 'tickets', 'storage'] as const;
export const GOAL_PERCENTS = [78, 64, 45];

/** Session length (minutes) against pages seen: two groups of visitors, 24 points each. */
const scatterNext = seeded(17);
const cloud = (pages: number, minutes: number) =>
  Array.from({ length: 24 }, () => ({
    x: Math.round((pages + scatterNext() * 8) * 10) / 10,
    y: Math.round((minutes + scatterNext() * 14) * 10) / 10,
  }));
export const SCATTER_NEW = cloud(1, 1);
export const SCATTER_RETURNING = cloud(5, 8);

/** Campaigns: reach (x), conversion % (y) and budget (bubble size). */
const bubbleNext = seeded(29);
export const BUBBLES = Array.from({ length: 3 }, () =>
  Array.from({ length: 6 }, () => ({
    x: Math.round(bubbleNext() * 90 + 5),
    y: Math.round((bubbleNext() * 8 + 1) * 10) / 10,
    r: Math.round(bubbleNext() * 14 + 4),
  })),
);

/** Orders by weekday (Monday first) and three-hour slot: busier at midday and in the evening. */
const heatNext = seeded(5);
export const HOUR_SLOTS = [0, 3, 6, 9, 12, 15, 18, 21];
export const ORDERS_BY_SLOT = Array.from({ length: 7 }, (_, day) =>
  HOUR_SLOTS.map((hour) => {
    const busy = hour >= 9 && hour <= 21 ? 40 : 8;
    const weekend = day >= 5 ? 15 : 0;
    return Math.round(busy + weekend + heatNext() * 35);
  }),
);

/** A share's daily open, high, low and close over 20 trading days: a seeded random walk. */
const candleNext = seeded(11);
export const CANDLE_START = Date.UTC(2026, 0, 5);
export const CANDLES: [number, number, number, number][] = (() => {
  const out: [number, number, number, number][] = [];
  let close = 142;
  for (let i = 0; i < 20; i++) {
    const open = close;
    close = Math.round((open + (candleNext() - 0.46) * 9) * 100) / 100;
    const high = Math.round((Math.max(open, close) + candleNext() * 3) * 100) / 100;
    const low = Math.round((Math.min(open, close) - candleNext() * 3) * 100) / 100;
    out.push([open, high, low, close]);
  }
  return out;
})();
/** The trading days: weekdays from the start date. */
export const CANDLE_DAYS: number[] = (() => {
  const days: number[] = [];
  for (let d = CANDLE_START; days.length < CANDLES.length; d += 86_400_000) {
    const weekday = new Date(d).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(d);
  }
  return days;
})();
