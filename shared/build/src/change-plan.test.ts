import { CONTRACT_TESTS, planChanges, workspaceOf, type ChangePlan } from './change-plan.mjs';

const AREAS = ['ecommerce', 'invoice', 'email', 'chat', 'academy', 'admin'];
const PROJECTS = [
  'shared/platform',
  'shared/ui',
  'shared/contracts',
  'shared/build',
  'mocks',
  'server/jest.contract.config.cjs',
  'host',
  ...AREAS.map((area) => `remotes/${area}`),
];

const plan = (
  files: string[],
  options: { e2e?: boolean; missingBuilds?: string[]; existing?: string[] } = {},
) => planChanges(files, { areas: AREAS, jestProjects: PROJECTS, ...options });
/** Each step as the command line it runs. */
const commands = (p: ChangePlan) =>
  p.steps.map((s) => [s.cwd ? `(${s.cwd})` : '', s.command, ...s.args, ...(s.files ?? [])].join(' ').trim());

describe('workspaceOf', () => {
  it.each([
    ['remotes/invoice/src/area.ts', 'remotes/invoice'],
    ['remotes/chat/package.json', 'remotes/chat'],
    ['shared/ui/src/Button.tsx', 'shared/ui'],
    ['mocks/src/handlers/users.ts', 'mocks'],
    ['host/public/remotes.json', 'host'],
    ['e2e/tests/shell.spec.ts', 'e2e'],
    ['scripts/build.mjs', 'scripts'],
    ['deploy/nginx/host.conf', 'deploy'],
    ['types/globals.d.ts', 'types'],
    ['docs/architecture.md', 'docs'],
    ['remotes/invoice/README.md', 'docs'],
    ['.ci/run', 'docs'],
    ['package.json', 'root'],
    ['eslint.config.mjs', 'root'],
    ['remotes/unknown/src/x.ts', 'root'],
  ])('%s → %s', (file, workspace) => {
    expect(workspaceOf(file, AREAS)).toBe(workspace);
  });
});

describe('planChanges', () => {
  it("runs an area's type check, lint of its changed files, its jest project, the contract tests and its journeys", () => {
    const p = plan(['remotes/invoice/src/features/list/InvoiceList.tsx', 'remotes/invoice/src/i18n/fr.json']);
    expect(p.workspaces).toEqual([
      {
        workspace: 'remotes/invoice',
        files: ['remotes/invoice/src/features/list/InvoiceList.tsx', 'remotes/invoice/src/i18n/fr.json'],
      },
    ]);
    expect(commands(p)).toEqual([
      'npx eslint --no-warn-ignored remotes/invoice/src/features/list/InvoiceList.tsx',
      'npx prettier --check --ignore-unknown remotes/invoice/src/features/list/InvoiceList.tsx remotes/invoice/src/i18n/fr.json',
      'npx tsc -p remotes/invoice/tsconfig.json --noEmit',
      'npx jest --selectProjects invoice',
      `npx jest --selectProjects host --runTestsByPath ${CONTRACT_TESTS.join(' ')}`,
      'node scripts/build.mjs invoice',
      '(e2e) npx playwright test --grep @invoice\\b',
    ]);
    expect(p.notes).toEqual([]);
  });

  it('builds, besides the changed areas, only the apps that have no build, and tags every changed area', () => {
    const p = plan(['remotes/chat/src/a.ts', 'remotes/admin/src/b.ts'], { missingBuilds: ['host', 'email'] });
    expect(commands(p).slice(-2)).toEqual([
      'node scripts/build.mjs chat admin host email',
      '(e2e) npx playwright test --grep @chat\\b|@admin\\b',
    ]);
    expect(commands(p)).toContain('npx jest --selectProjects chat admin');
    expect(commands(p).filter((c) => c.includes('tsc'))).toEqual([
      'npx tsc -p remotes/chat/tsconfig.json --noEmit',
      'npx tsc -p remotes/admin/tsconfig.json --noEmit',
    ]);
  });

  it('skips the journeys with --no-e2e, and says so', () => {
    const p = plan(['remotes/email/src/a.ts'], { e2e: false });
    expect(p.steps.map((s) => s.command)).not.toContain('node');
    expect(p.steps.some((s) => s.args.includes('playwright'))).toBe(false);
    expect(p.notes).toEqual(['e2e journeys skipped (--no-e2e).']);
  });

  it('lints only the files still on disk, and nothing when all were deleted', () => {
    const p = plan(['remotes/academy/src/old.ts', 'remotes/academy/src/new.ts'], {
      existing: ['remotes/academy/src/new.ts'],
      e2e: false,
    });
    expect(p.steps.filter((s) => s.files).map((s) => s.files)).toEqual([
      ['remotes/academy/src/new.ts'],
      ['remotes/academy/src/new.ts'],
      CONTRACT_TESTS,
    ]);
    expect(plan(['remotes/academy/src/old.ts'], { existing: [] }).steps[0].name).toBe('type check academy');
  });

  it('type-checks the whole repo when more areas changed than checking them one by one pays for', () => {
    const p = plan(['ecommerce', 'invoice', 'email'].map((area) => `remotes/${area}/src/x.ts`));
    expect(commands(p).filter((c) => c.includes('tsc'))).toEqual(['npx tsc -p tsconfig.json --noEmit']);
  });

  it('runs every jest project and the whole type check for a shared package, and no journeys', () => {
    const p = plan(['shared/ui/src/Button.tsx', 'remotes/invoice/src/a.ts']);
    const run = commands(p);
    expect(run).toContain('npx tsc -p tsconfig.json --noEmit');
    expect(run).toContain('npx jest');
    // Every project runs the contract tests already; the host is rebuilt for the journeys: it bundles shared/.
    expect(run.filter((c) => c.includes('--runTestsByPath'))).toEqual([]);
    expect(run).toContain('node scripts/build.mjs host invoice');
    expect(p.notes).toEqual([expect.stringContaining('A change to shared/ui reaches every area')]);
  });

  it("runs an area's API module's tests against the mock and against the server", () => {
    expect(commands(plan(['remotes/invoice/api/createInvoice.ts']))).toContain(
      'npx jest --selectProjects mocks contract:server invoice',
    );
  });

  it('runs the mock API, the host and every area for mocks/; the host alone for host/', () => {
    expect(commands(plan(['mocks/src/db.ts']))).toContain(
      'npx jest --selectProjects mocks host ecommerce invoice email chat academy admin',
    );
    const host = commands(plan(['host/src/App.tsx']));
    expect(host).toContain('npx jest --selectProjects host');
    expect(host).toContain('npx tsc -p tsconfig.json --noEmit');
    expect(host.some((c) => c.includes('playwright'))).toBe(false);
  });

  it('lints the whole repo and runs everything for root configuration', () => {
    expect(commands(plan(['eslint.config.mjs']))).toEqual([
      'npm run lint',
      'npx tsc -p tsconfig.json --noEmit',
      'npx jest',
    ]);
  });

  it("type-checks e2e/ with its own tsconfig, the build tooling's tests for deploy/, and only lints docs and scripts", () => {
    expect(commands(plan(['e2e/tests/shell.spec.ts']))).toEqual([
      'npx eslint --no-warn-ignored e2e/tests/shell.spec.ts',
      'npx prettier --check --ignore-unknown e2e/tests/shell.spec.ts',
      'npx tsc -p e2e/tsconfig.json --noEmit',
    ]);
    expect(commands(plan(['deploy/nginx/host.conf']))).toEqual([
      'npx prettier --check --ignore-unknown deploy/nginx/host.conf',
      'npx jest --selectProjects build',
    ]);
    expect(commands(plan(['docs/architecture.md', 'scripts/build.mjs']))).toEqual([
      'npx eslint --no-warn-ignored scripts/build.mjs',
      'npx prettier --check --ignore-unknown docs/architecture.md scripts/build.mjs',
    ]);
  });

  it('plans nothing for no change', () => {
    expect(plan([])).toEqual({ workspaces: [], areas: [], steps: [], notes: [] });
  });
});
