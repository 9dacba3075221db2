import type { RspackPluginInstance, Compiler } from '@rspack/core';

/** Writes `.br` and `.gz` beside each compressible file a production compilation emitted. */
export class PrecompressAssetsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void;
}

/** Compresses `files` (relative to `dir`); returns how many were, and their sizes before and after. */
export function precompressFiles(
  dir: string,
  files: string[],
): Promise<{ files: number; bytes: number; br: number; gz: number }>;

/** Whether a file's name makes it worth precompressing (text, not a source map, not the registry). */
export function isCompressible(name: string): boolean;

/** Files smaller than this are left alone. */
export const MIN_BYTES: number;
