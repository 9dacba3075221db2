export function sri384(bytes: string | Uint8Array): string;
export function entryIntegrity(distDir: string): Record<string, string>;
export interface PublishOptions {
  area: string;
  manifest: string | undefined;
  routes: string[] | undefined;
  canary: number | undefined;
  roles: string[];
  dryRun: boolean;
}
export function parsePublishArgs(argv: string[]): PublishOptions;
export function publishBody(options: {
  manifest: string;
  integrity: Record<string, string>;
  routes?: string[];
  canary?: number;
  roles: string[];
}): {
  manifest: string;
  integrity: Record<string, string>;
  routes?: string[];
  canary?: { percent: number; roles: string[] };
};
