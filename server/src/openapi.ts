import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as contracts from '@atrium/contracts';
import type { ApiModule } from '@atrium/mocks/apiModule';
import { z } from 'zod';

/**
 * GET /api/openapi.json — what it covers, honestly:
 *  - every route the server answers: each MSW handler's method and path (`info.method`, `info.path`),
 *    tagged with the area whose API module answers it, plus the server's own /api/health, /api/ready
 *    and /api/openapi.json;
 *  - the request body's JSON Schema, for the handlers whose source reads it with
 *    `parseBody(request, <schema>)` or `<schema>.safeParse(await readJson(request))` and whose schema is
 *    exported by @atrium/contracts (found by reading the handlers' files: the schema is not reachable from
 *    a handler object);
 *  - the ability a handler needs, where its source names it with `authorized({ action, subject })`.
 * It does not describe query parameters, responses (beyond "JSON") or error bodies: those are in
 * mocks/README.md's endpoint tables.
 */

interface SourceRoute {
  bodySchema?: string;
  ability?: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `METHOD path` → what the handler's source says of its body schema and ability. */
export function readHandlerSources(sourceDirs: readonly string[]): Map<string, SourceRoute> {
  const routes = new Map<string, SourceRoute>();
  const declaration = /http\.(get|post|put|patch|delete)\(\s*api\(\s*(['"`])([^'"`$]+)\2\s*\)/g;
  for (const file of sourceDirs.flatMap(sourceFiles)) {
    const source = readFileSync(file, 'utf8');
    const found = [...source.matchAll(declaration)];
    found.forEach((match, i) => {
      const body = source.slice(match.index, found[i + 1]?.index ?? source.length);
      const schema =
        /parseBody\(\s*request\s*,\s*(\w+)\s*\)/.exec(body)?.[1] ??
        /(\w+)\.safeParse\(\s*await\s+readJson\(\s*request\s*\)/.exec(body)?.[1];
      const ability = /authorized\(\s*\{\s*action:\s*'(\w+)',\s*subject:\s*'(\w+)'\s*\}/.exec(body);
      routes.set(`${match[1].toUpperCase()} ${match[3]}`, {
        bodySchema: schema,
        ability: ability ? `${ability[1]} ${ability[2]}` : undefined,
      });
    });
  }
  return routes;
}

/** A handler's path as OpenAPI writes it: `*\/api/users/:id` → `/api/users/{id}`. */
const openApiPath = (pattern: string) => pattern.replace(/^\*/, '').replace(/:(\w+)/g, '{$1}');
const mswPath = (pattern: string) => pattern.replace(/^\*/, '');

function bodyJsonSchema(name: string | undefined): object | undefined {
  if (!name) return undefined;
  const schema = (contracts as Record<string, unknown>)[name];
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    return undefined;
  }
}

type Operation = Record<string, unknown>;

/** The OpenAPI 3.1 document of the server's routes. */
export function buildOpenApi(modules: readonly ApiModule[], sourceDirs: readonly string[]): object {
  const sources = readHandlerSources(sourceDirs);
  const paths: Record<string, Record<string, Operation>> = {};
  const add = (method: string, route: string, operation: Operation) => {
    (paths[route] ??= {})[method] = operation;
  };
  const json = { 'application/json': { schema: { type: 'object' } } };

  add('get', '/api/health', { summary: 'Liveness', responses: { 200: { description: '{ status: "ok" }' } } });
  add('get', '/api/ready', {
    summary: 'Readiness: the database answers',
    responses: { 200: { description: 'ready' }, 503: { description: 'the database is unavailable' } },
  });
  add('get', '/api/openapi.json', {
    summary: 'This document',
    responses: { 200: { description: 'OpenAPI' } },
  });

  for (const { area, handler } of modules.flatMap((m) =>
    m.handlers.map((h) => ({ area: m.area, handler: h })),
  )) {
    const info = handler.info as { method?: unknown; path?: unknown };
    if (typeof info.method !== 'string' || typeof info.path !== 'string') continue;
    const methods =
      info.method.toLowerCase() === 'all'
        ? [...METHODS]
        : [info.method.toLowerCase() as (typeof METHODS)[number]];
    for (const method of methods) {
      if (!METHODS.includes(method)) continue;
      const source = sources.get(`${method.toUpperCase()} ${mswPath(info.path)}`);
      const route = openApiPath(info.path);
      const parameters = [...route.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      }));
      const schema = bodyJsonSchema(source?.bodySchema);
      const operation: Operation = {
        tags: [area],
        ...(source?.ability
          ? { description: `Needs the ability: ${source.ability}.`, 'x-atrium-ability': source.ability }
          : {}),
        ...(parameters.length ? { parameters } : {}),
        ...(schema
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema } },
                'x-atrium-schema': source?.bodySchema,
              },
            }
          : {}),
        responses: { default: { description: 'JSON', content: json } },
      };
      if (!paths[route]?.[method]) add(method, route, operation);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Atrium API',
      version: '0.1.0',
      description:
        'Routes and request bodies only (generated from the mock API handlers and @atrium/contracts); ' +
        'responses and query parameters are described in mocks/README.md.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
    paths,
  };
}

/**
 * The folders of the handlers' sources, read for the request schemas: the kernel's (mocks/src/handlers)
 * and each area's module's (remotes/<area>/api).
 */
export function apiSourceDirs(modules: readonly ApiModule[]): string[] {
  return [
    path.dirname(require.resolve('@atrium/mocks/handlers')),
    ...modules
      .filter((m) => m.area !== 'kernel')
      .map((m) => path.dirname(require.resolve(`@atrium/${m.area}/api`))),
  ];
}
