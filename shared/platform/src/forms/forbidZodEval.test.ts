/** @jest-environment node */
import * as z from 'zod';
import { globalConfig } from 'zod/v4/core';
import { forbidZodEval } from './forbidZodEval';

test('zod builds and parses object schemas without ever calling Function', () => {
  forbidZodEval();
  expect(globalConfig.jitless).toBe(true);
  const compile = jest.spyOn(globalThis, 'Function');
  const schema = z.object({ name: z.string(), age: z.number() });
  expect(schema.parse({ name: 'Ada', age: 36 })).toEqual({ name: 'Ada', age: 36 });
  expect(compile).not.toHaveBeenCalled();
  compile.mockRestore();
});
