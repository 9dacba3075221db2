/** One command of the plan: `command ...args ...files`, run in `cwd` (default: the repository). */
export interface PlanStep {
  name: string;
  command: string;
  args: string[];
  /** The files the command is given, listed apart so that a plan can show them shortened. */
  files?: string[];
  cwd?: string;
}

export interface ChangePlan {
  workspaces: { workspace: string; files: string[] }[];
  areas: string[];
  steps: PlanStep[];
  notes: string[];
}

export interface PlanOptions {
  areas: string[];
  jestProjects: string[];
  existing?: string[];
  e2e?: boolean;
  missingBuilds?: string[];
}

export const CONTRACT_TESTS: string[];
export const CONTRACT_PROJECT: string;
export const MAX_AREA_TYPECHECKS: number;
export function workspaceOf(file: string, areas: string[]): string;
export function groupByWorkspace(files: string[], areas: string[]): { workspace: string; files: string[] }[];
export function tagPattern(areas: string[]): string;
export function planChanges(files: string[], options: PlanOptions): ChangePlan;
