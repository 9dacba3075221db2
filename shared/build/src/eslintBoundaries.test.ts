/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The repository's eslint.config.mjs must keep its import boundaries: each case lints a snippet as if it
// were a file at that path, so a rule silently dropped or loosened fails here. ESLint loads its config
// with a native dynamic import, which jest's module system does not run: the linting happens in one
// plain node process.
const ROOT = path.resolve(__dirname, '../../..');

const RUNNER = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push(result.messages.map((m) => m.ruleId ?? m.message));
}
process.stdout.write(JSON.stringify(out));
`;

interface Case {
  name: string;
  filePath: string;
  code: string;
  rule: string | null;
}

const cases: Case[] = [
  {
    name: 'shared code importing the host',
    filePath: 'shared/ui/src/Probe.ts',
    code: "import { HOST_PATH } from '../../../host/src/router/hostPaths';\nexport default HOST_PATH;",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'shared code importing an area by package name',
    filePath: 'shared/platform/src/probe.ts',
    code: "import area from '@atrium/chat/src/area';\nexport default area;",
    rule: 'no-restricted-imports',
  },
  {
    name: 'shared code importing the mock API',
    filePath: 'shared/platform/src/probe.ts',
    code: "import { handlers } from '@atrium/mocks';\nexport default handlers;",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the test kit importing the mock API',
    filePath: 'shared/testing/src/probe.ts',
    code: "import { handlers } from '@atrium/mocks';\nexport default handlers;",
    rule: null,
  },
  {
    name: 'an area importing another area by path',
    filePath: 'remotes/ecommerce/src/probe.ts',
    code: "import area from '../../chat/src/area';\nexport default area;",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'an area importing another area by package name',
    filePath: 'remotes/invoice/src/probe.ts',
    code: "import area from '@atrium/ecommerce';\nexport default area;",
    rule: 'no-restricted-imports',
  },
  {
    name: "a feature importing another feature's internals",
    filePath: 'remotes/ecommerce/src/features/dashboard/Probe.ts',
    code: "import { useOrders } from '../orders/api/getOrders';\nexport default useOrders;",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: "a feature importing another feature's public file",
    filePath: 'remotes/ecommerce/src/features/dashboard/Probe.ts',
    code: "import { useOrders } from '../orders';\nexport default useOrders;",
    rule: null,
  },
  ...[
    'react-router',
    'react-router-dom',
    '@tanstack/react-query',
    '@atrium/platform/query',
    '@atrium/ui',
  ].map((name): Case => ({
    name: `an authentication page importing ${name}`,
    filePath: 'host/src/auth/register/Probe.ts',
    code: `import * as probe from '${name}';\nexport default probe;`,
    rule: 'no-restricted-imports',
  })),
  ...['@atrium/platform/forms', '@atrium/ui/forms'].map((name): Case => ({
    name: `the login page importing ${name}`,
    filePath: 'host/src/auth/login/Probe.ts',
    code: `import * as probe from '${name}';\nexport default probe;`,
    rule: 'no-restricted-imports',
  })),
  {
    name: 'the registration page importing the forms toolkit',
    filePath: 'host/src/auth/register/Probe.ts',
    code: "import { useZodForm } from '@atrium/platform/forms';\nexport default useZodForm;",
    rule: null,
  },
  {
    name: 'the login page importing the core of the UI kit',
    filePath: 'host/src/auth/login/Probe.ts',
    code: "import { Button } from '@atrium/ui/core';\nexport default Button;",
    rule: null,
  },
  {
    // hostRoutes imports hostPaths: hostPaths importing hostRoutes back closes a cycle.
    name: 'an import cycle',
    filePath: 'host/src/router/hostPaths.ts',
    code: "import { hostRoutes } from './hostRoutes';\nexport const HOST_PATH = { root: '/' };\nexport default hostRoutes;",
    rule: 'import-x/no-cycle',
  },
];

describe('eslint.config.mjs import boundaries', () => {
  const results: string[][] = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', RUNNER, JSON.stringify(cases)], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  );

  it.each(cases.map((c, index) => [c.name, c.rule ?? 'no error', index] as const))(
    '%s: %s',
    (_name, rule, index) => {
      if (rule !== 'no error') expect(results[index]).toContain(rule);
      else expect(results[index]).toEqual([]);
    },
  );
});
