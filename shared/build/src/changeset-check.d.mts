export const VERSIONED_PACKAGES: Record<string, string>;
export function missingChangesets(facts: {
  changedFiles: string[];
  pending: string[];
  bumped: string[];
}): { name: string; files: string[] }[];
