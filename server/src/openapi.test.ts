import { apiModules, handlers } from '@atrium/mocks/handlers';
import { apiSourceDirs, buildOpenApi } from './openapi';

type Document = { paths: Record<string, Record<string, Record<string, unknown>>> };

test('every handler is a route of the document, with its path parameters', () => {
  const document = buildOpenApi(apiModules, apiSourceDirs(apiModules)) as Document;
  for (const handler of handlers) {
    const { method, path } = handler.info as unknown as { method: string; path: string };
    const route = path.replace(/^\*/, '').replace(/:(\w+)/g, '{$1}');
    expect(document.paths[route]?.[method.toLowerCase()]).toBeDefined();
  }
  expect(document.paths['/api/apps/users/{id}'].get.parameters).toEqual([
    { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
  ]);
});

test('a body read with a contracts schema is described by it, with the ability the route needs', () => {
  const document = buildOpenApi(apiModules, apiSourceDirs(apiModules)) as Document;
  const create = document.paths['/api/apps/users'].post as {
    requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    'x-atrium-ability': string;
  };
  expect(create['x-atrium-ability']).toBe('create User');
  expect(create.requestBody.content['application/json'].schema.required).toEqual(
    expect.arrayContaining(['fullName', 'email', 'currentPlan']),
  );
  expect(document.paths['/api/auth/login'].post.requestBody).toBeDefined();
  const described = Object.values(document.paths)
    .flatMap((ops) => Object.values(ops))
    .filter((op) => op.requestBody);
  expect(described.length).toBeGreaterThan(40);
});

test('each route is tagged with the area whose module answers it', () => {
  const document = buildOpenApi(apiModules, apiSourceDirs(apiModules)) as Document;
  expect(document.paths['/api/apps/invoice/{id}'].get.tags).toEqual(['invoice']);
  expect(document.paths['/api/apps/users'].post.tags).toEqual(['admin']);
  expect(document.paths['/api/auth/login'].post.tags).toEqual(['kernel']);
});
