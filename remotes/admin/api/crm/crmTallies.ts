import { previousRange, type IsoDateRange } from '@atrium/mocks/lib/isoDays';
import {
  onDays,
  type TallyCondition,
  type TallyMeasure,
  type TallyRequest,
} from '@atrium/mocks/lib/tallyQuery';

const WON: TallyCondition = { kind: 'is', path: 'stage', value: 'won' };
const closedIn = (range: IsoDateRange) => onDays('closedDate', range);
const wonIn = (range: IsoDateRange) => [WON, closedIn(range)];
const amount = (where: TallyCondition[]): TallyMeasure => ({
  kind: 'sumCents',
  path: 'amount',
  valueKind: 'number',
  where,
});

/** The CRM's deals (its document's list), tallied in SQL on the server. */
const deals: Pick<TallyRequest, 'collection' | 'where' | 'each'> = {
  collection: 'crm',
  where: [],
  each: 'deals',
};

/** Won deals closed in the range, by the day they closed: how many and their amount. */
export const wonByDayTally = (range: IsoDateRange): TallyRequest => ({
  ...deals,
  groupBy: { kind: 'day', path: 'closedDate' },
  measures: { deals: { kind: 'count', where: wonIn(range) }, cents: amount(wonIn(range)) },
});

/** The amount of the deals won in the range. */
export const wonTotalTally = (range: IsoDateRange): TallyRequest => ({
  ...deals,
  measures: { cents: amount(wonIn(range)) },
});

/** Won deals by the company's country: in the range (how many, how much) and in the one before (how much). */
export const wonByCountryTally = (range: IsoDateRange, previous: IsoDateRange): TallyRequest => ({
  ...deals,
  groupBy: { kind: 'text', path: 'country' },
  measures: {
    deals: { kind: 'count', where: wonIn(range) },
    cents: amount(wonIn(range)),
    previousCents: amount(wonIn(previous)),
  },
});

/** The deals opened in the range, by the furthest stage each reached: how many, their amount, how many were lost. */
export const openedByStageTally = (range: IsoDateRange): TallyRequest => {
  const opened = [onDays('createdDate', range)];
  return {
    ...deals,
    groupBy: { kind: 'text', path: 'reached' },
    measures: {
      deals: { kind: 'count', where: opened },
      cents: amount(opened),
      lost: { kind: 'count', where: [...opened, { kind: 'is', path: 'stage', value: 'lost' }] },
    },
  };
};

/**
 * Each company's first win: the earliest day its won deals closed, by date value (NaN for a company
 * with no won deal whose day can be read).
 */
export const firstWinTally = (): TallyRequest => ({
  ...deals,
  groupBy: { kind: 'text', path: 'company' },
  measures: { since: { kind: 'min', path: 'closedDate', valueKind: 'date', where: [WON] } },
});

/** Every CRM tally of a period (`npm run test:api` checks each is answered alike in SQL and in memory). */
export const crmTallies = (range: IsoDateRange): TallyRequest[] => [
  wonByDayTally(range),
  wonTotalTally(range),
  wonByCountryTally(range, previousRange(range)),
  openedByStageTally(range),
  firstWinTally(),
];
