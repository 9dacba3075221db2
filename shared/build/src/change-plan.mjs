// What `npm run test:changed` (scripts/test-changed.mjs) runs for a change: changed paths → the workspaces
// they belong to → the steps (type check, lint, jest, contract tests, builds, e2e journeys). Pure: the
// script reads git and the disk and hands the facts in; this module only decides.

/**
 * The contract tests an area's change runs beside its own jest project: the tests that load the six
 * areas' real declarations (`src/area.ts`) and check them against the shell. An area's change can break
 * these and nothing else of the platform's:
 * - areaContracts: the registry's route prefixes cover its routes exactly, en/fr/ar have the same strings,
 *   every menu title and icon exists, its metadata document (describeArea) passes validateAreaMetadata;
 * - composedAreas: its declaration loads through the single-bundle loader, stamped, and validateArea
 *   accepts it.
 * The platform's own contract tests (shared/platform/src/contract: validateArea, areaMetadata) check the
 * validators on fixtures: they run when shared/ changes (every jest project does), not for an area.
 */
export const CONTRACT_TESTS = [
  'host/src/federation/areaContracts.test.ts',
  'host/src/single/composedAreas.test.ts',
];

/** Up to this many changed areas are type-checked one by one; more, and the root check is quicker. */
export const MAX_AREA_TYPECHECKS = 2;

const LINTABLE = /\.(ts|tsx|js|mjs|cjs)$/;
/** Folders at the root that are not workspaces, each a kind of its own. */
const ROOT_FOLDERS = new Set(['scripts', 'deploy', 'types', 'docs', '.ci']);

/**
 * The workspace (or kind of file) a changed path belongs to: `remotes/<area>`, `shared/<package>`,
 * `mocks`, `host`, `e2e`, or `scripts`, `deploy` (nginx templates), `types` (ambient types), `docs`
 * (documentation and CI: any `.md`, docs/, .ci/), `root` (root configuration, or anything else).
 * @param {string} file a path relative to the repository, with forward slashes
 * @param {string[]} areas the areas (folders under remotes/)
 */
export function workspaceOf(file, areas) {
  const parts = file.split('/');
  const [top, second] = parts;
  if (file.endsWith('.md') || top === 'docs' || top === '.ci') return 'docs';
  if (top === 'remotes' && parts.length > 2 && areas.includes(second)) return `remotes/${second}`;
  if (top === 'shared' && parts.length > 2) return `shared/${second}`;
  if (top === 'mocks' || top === 'host' || top === 'e2e') return top;
  if (parts.length > 1 && ROOT_FOLDERS.has(top)) return top;
  return 'root';
}

/** The changed files grouped by workspace, in the order they were given. */
export function groupByWorkspace(files, areas) {
  const groups = new Map();
  for (const file of files) {
    const workspace = workspaceOf(file, areas);
    groups.set(workspace, [...(groups.get(workspace) ?? []), file]);
  }
  return [...groups].map(([workspace, members]) => ({ workspace, files: members }));
}

const npx = (name, args, files) => ({ name, command: 'npx', args, ...(files ? { files } : {}) });

/**
 * The jest projects (workspace folders) a change runs: an area's, the host's, the build tooling's (for
 * deploy/), every workspace that uses the mock API (for mocks/: the host and the areas, whose page tests
 * run against it through @atrium/testing), and every project for shared/ or root configuration (shared
 * packages are used by everyone, the jest preset included). `null` means all of them.
 */
function jestProjectsOf(workspaces, areaWorkspaces, projects, apiChanged) {
  if (workspaces.some((w) => w.startsWith('shared/') || w === 'root')) return null;
  const wanted = new Set();
  // An area's API module (remotes/<area>/api) is tested by the mock's project, and by the contract
  // project against the server.
  if (apiChanged) ['mocks', CONTRACT_PROJECT].forEach((w) => wanted.add(w));
  for (const workspace of workspaces) {
    if (workspace.startsWith('remotes/') || workspace === 'host') wanted.add(workspace);
    if (workspace === 'deploy') wanted.add('shared/build');
    if (workspace === 'mocks') ['mocks', 'host', ...areaWorkspaces].forEach((w) => wanted.add(w));
  }
  return projects.filter((project) => wanted.has(project));
}

function typecheckSteps(workspaces, changedAreas) {
  const wholeRepo = workspaces.some(
    (w) => ['root', 'types', 'host', 'mocks'].includes(w) || w.startsWith('shared/'),
  );
  if (wholeRepo || changedAreas.length > MAX_AREA_TYPECHECKS) {
    return [npx('type check (whole repo)', ['tsc', '-p', 'tsconfig.json', '--noEmit'])];
  }
  // An area's tsconfig.json checks its sources and what they import (the shared packages, the mock API),
  // not the host or the other areas, which an area never imports.
  const steps = changedAreas.map((area) =>
    npx(`type check ${area}`, ['tsc', '-p', `remotes/${area}/tsconfig.json`, '--noEmit']),
  );
  if (workspaces.includes('e2e'))
    steps.push(npx('type check e2e', ['tsc', '-p', 'e2e/tsconfig.json', '--noEmit']));
  return steps;
}

function lintSteps(workspaces, existing) {
  // Root configuration (eslint.config.mjs, .prettierrc.json, the dependencies…) can change any file's verdict.
  if (workspaces.includes('root')) {
    return [{ name: 'lint (whole repo: ESLint + Prettier)', command: 'npm', args: ['run', 'lint'] }];
  }
  const lintable = existing.filter((file) => LINTABLE.test(file));
  return [
    ...(lintable.length ? [npx('eslint (changed files)', ['eslint', '--no-warn-ignored'], lintable)] : []),
    ...(existing.length
      ? [npx('prettier (changed files)', ['prettier', '--check', '--ignore-unknown'], existing)]
      : []),
  ];
}

/** The contract suite's jest project (the API's tests against the server), as jest.config.cjs lists it. */
export const CONTRACT_PROJECT = 'server/jest.contract.config.cjs';

/** A project's name for --selectProjects: its folder's, or the contract project's display name. */
const projectName = (project) =>
  project === CONTRACT_PROJECT ? 'contract:server' : project.split('/').pop();

function jestSteps(projectsToRun, changedAreas) {
  if (projectsToRun === null) return [npx('jest (every project)', ['jest'])];
  const names = projectsToRun.map(projectName);
  const steps = names.length ? [npx(`jest ${names.join(', ')}`, ['jest', '--selectProjects', ...names])] : [];
  // The host's project holds the contract tests: run them alone only when it does not run whole.
  if (changedAreas.length && !names.includes('host')) {
    steps.push(
      npx('contract tests', ['jest', '--selectProjects', 'host', '--runTestsByPath'], CONTRACT_TESTS),
    );
  }
  return steps;
}

/** Playwright's --grep for the areas' tags (`@admin` must not match a tag `@admin-…`). */
export const tagPattern = (areas) => areas.map((area) => `@${area}\\b`).join('|');

function e2eSteps(workspaces, changedAreas, { e2e, missingBuilds }) {
  if (!e2e || !changedAreas.length) return [];
  // The served platform needs a build of every app: the changed areas are rebuilt, the host too when
  // what it bundles changed (or it was never built), any other app only if it has no build at all.
  const hostChanged = workspaces.some(
    (w) => ['root', 'host', 'mocks'].includes(w) || w.startsWith('shared/'),
  );
  const apps = [...new Set([...(hostChanged ? ['host'] : []), ...changedAreas, ...missingBuilds])];
  return [
    { name: `build ${apps.join(', ')}`, command: 'node', args: ['scripts/build.mjs', ...apps] },
    {
      name: `e2e journeys ${changedAreas.map((a) => `@${a}`).join(' ')}`,
      command: 'npx',
      args: ['playwright', 'test', '--grep', tagPattern(changedAreas)],
      cwd: 'e2e',
    },
  ];
}

function notesOf(workspaces, changedAreas, { e2e }) {
  const notes = [];
  if (changedAreas.length && !e2e) notes.push('e2e journeys skipped (--no-e2e).');
  const everyone = workspaces.filter((w) => ['root', 'host', 'mocks'].includes(w) || w.startsWith('shared/'));
  if (everyone.length) {
    const here =
      changedAreas.length && e2e ? "only the changed areas' journeys run here" : 'no journeys run here';
    notes.push(
      `A change to ${everyone.join(', ')} reaches every area's journeys: ${here}; before merging run the whole suite ` +
        '(`npm run build && npm run test:e2e`).',
    );
  }
  if (workspaces.includes('e2e')) {
    notes.push(
      'e2e/ changed: type-checked and linted here; run the changed specs with `npm run test:e2e -- <spec>`.',
    );
  }
  if (workspaces.includes('scripts')) notes.push('scripts/ have no tests: linted only.');
  return notes;
}

/**
 * The plan for a change.
 * @param {string[]} files changed paths, relative to the repository (deleted ones included)
 * @param {{
 *   areas: string[],          // the areas (folders under remotes/)
 *   jestProjects: string[],   // the jest projects' folders (jest.config.cjs), e.g. 'shared/platform'
 *   existing?: string[],      // those of `files` still on disk (default: all): only they are linted
 *   e2e?: boolean,            // run the changed areas' e2e journeys (default true)
 *   missingBuilds?: string[], // apps ('host' or an area) without a production build
 * }} options
 */
export function planChanges(files, options) {
  const { areas, jestProjects, existing = files, e2e = true, missingBuilds = [] } = options;
  const groups = groupByWorkspace(files, areas);
  const workspaces = groups.map((g) => g.workspace);
  const changedAreas = areas.filter((area) => workspaces.includes(`remotes/${area}`));
  const areaWorkspaces = areas.map((area) => `remotes/${area}`);
  const steps = [
    ...lintSteps(workspaces, existing),
    ...typecheckSteps(workspaces, changedAreas),
    ...jestSteps(
      jestProjectsOf(
        workspaces,
        areaWorkspaces,
        jestProjects,
        files.some((file) => /^remotes\/[^/]+\/api\//.test(file)),
      ),
      changedAreas,
    ),
    ...e2eSteps(workspaces, changedAreas, { e2e, missingBuilds }),
  ];
  return {
    workspaces: groups,
    areas: changedAreas,
    steps,
    notes: notesOf(workspaces, changedAreas, { e2e }),
  };
}
