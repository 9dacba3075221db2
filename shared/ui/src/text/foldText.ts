/**
 * Text as a filter compares it: without accents and case, so "etienne" finds "Étienne" and "ECOLE"
 * finds "école". NFD splits a letter from its accents, which are then dropped.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** Whether `label` contains `query`, ignoring accents and case. An empty query matches everything. */
export function matchesQuery(label: string, query: string): boolean {
  const q = foldText(query.trim());
  return q === '' || foldText(label).includes(q);
}
