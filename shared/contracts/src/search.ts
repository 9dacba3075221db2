export const SEARCH_CATEGORIES = [
  'dashboards',
  'frontPages',
  'appsPages',
  'userInterface',
  'formsTables',
  'chartsMisc',
] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];
/** At most this many children per group in a search answer. */
export const SEARCH_GROUP_CAP = 5;

export interface SearchItem {
  title: string;
  /** A Tabler icon name, e.g. `chart-pie-2`. */
  icon: string;
  /** An Atrium route path. */
  url: string;
}

export interface SearchGroup {
  title: string;
  category: SearchCategory;
  children: SearchItem[];
}

export interface SearchQuery {
  /** Matches child titles, case-insensitively. */
  q?: string;
}

/** GET /api/app-bar/search: groups with a match, each with at most 5 children. */
export type SearchResponse = SearchGroup[];
