// Writes an area's metadata documents, one per language (see @atrium/platform's areaMetadata.ts):
//   node --import tsx describe-area.mts <declaration module> <stamp JSON> <output JSON file>
// Run by the area metadata plugin in a process of its own: it evaluates the area's declaration (its
// src/area.ts, whose pages load lazily, so no page code runs) and asks its translation loaders for
// each language's bundle.
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { AreaDeclaration, AreaDefinition, TranslationBundle } from '@atrium/platform';
import * as platformModule from '@atrium/platform';

// The platform is TypeScript without `"type": "module"`: Node sees CommonJS, whose exports arrive as
// the default export.
const platform = (platformModule as { default?: typeof platformModule }).default ?? platformModule;
const { LANGUAGES, describeArea } = platform;

const [declarationFile, stampJson, outputFile] = process.argv.slice(2);

const unwrap = <T,>(module: T | { default: T }): T =>
  module && typeof module === 'object' && 'default' in module
    ? (module as { default: T }).default
    : (module as T);

const declaration = unwrap(
  unwrap((await import(pathToFileURL(declarationFile).href)) as { default: AreaDeclaration }),
);
const area: AreaDefinition = { ...declaration, ...JSON.parse(stampJson) };

const documents: Record<string, unknown> = {};
for (const { code } of LANGUAGES) {
  const source = area.translations[code];
  const bundle = unwrap(typeof source === 'function' ? await source() : source) as TranslationBundle;
  documents[code] = describeArea(area, code, bundle);
}
await writeFile(outputFile, JSON.stringify(documents));
