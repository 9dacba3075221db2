// Type checking in every production build of an app (host or area): rspack's swc loader only strips
// types, so without this a prop renamed in @atrium/ui builds fine and breaks at run time. TypeScript
// checks the app's tsconfig.json (its sources and what they import) in a process of its own, started
// with the compilation and awaited before its assets are final, incrementally: its build information
// is kept under node_modules/.cache/atrium-tsc, so a build after a small change re-checks little
// (the invoice area's build: 19 s from an empty cache, 10 s warm; docs/architecture.md).
// ts-checker-rspack-plugin was tried first: in its build mode it wrote no build information with this
// repository's noEmit configuration, so every build paid the cold check.
const path = require('node:path');
const fs = require('node:fs');
const { execFile } = require('node:child_process');

const NAME = 'AtriumTypeCheckPlugin';
const ROOT = path.resolve(__dirname, '../../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/atrium-tsc');
const TSC = require.resolve('typescript/bin/tsc');

/** Runs tsc on `configFile`; resolves with its exit code and output (the diagnostics). */
function runTsc(configFile, buildInfo) {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [
        TSC,
        '-p',
        configFile,
        '--noEmit',
        '--incremental',
        '--tsBuildInfoFile',
        buildInfo,
        '--pretty',
        'false',
      ],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

class TypeCheckPlugin {
  /** @param {{ name: string, dir: string }} options the app and its folder (holding its tsconfig.json) */
  constructor({ name, dir }) {
    this.configFile = path.join(dir, 'tsconfig.json');
    this.buildInfo = path.join(CACHE, `${name}.tsbuildinfo`);
  }

  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    /** @type {Promise<{ code: number, output: string }> | undefined} */
    let check;
    compiler.hooks.run.tap(NAME, () => {
      check = runTsc(this.configFile, this.buildInfo);
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const { code, output } = await (check ?? runTsc(this.configFile, this.buildInfo));
          if (code !== 0) {
            compilation.errors.push(
              new WebpackError(
                `Type check (${path.relative(ROOT, this.configFile)}) failed:\n${output.trim()}`,
              ),
            );
          }
        },
      );
    });
  }
}

/**
 * The app's type check, for its production build. `ATRIUM_TYPECHECK=0` leaves it out: `npm run build`
 * of every app checks the whole repository once instead (scripts/build.mjs), and `npm test` runs
 * `npm run typecheck` beside the build.
 */
function typeCheckPlugin(name, dir) {
  if (process.env.ATRIUM_TYPECHECK === '0') return null;
  // An app without a tsconfig.json of its own (the e2e suite's fixtures) is checked by its owner's.
  if (!fs.existsSync(path.join(dir, 'tsconfig.json'))) return null;
  return new TypeCheckPlugin({ name, dir });
}

module.exports = { typeCheckPlugin, TypeCheckPlugin };
