// Emits an area's metadata documents (`area-meta.<language>.json`) next to its manifest, generated from
// its contract: what the host needs to draw the menu, guard routes and search before loading any of
// the area's code (see @atrium/platform's areaMetadata.ts).
const path = require('node:path');
const os = require('node:os');
const fs = require('node:fs/promises');
const { execFile } = require('node:child_process');
const { promisify } = require('node:util');

const NAME = 'AtriumAreaMetadataPlugin';
const ROOT = path.resolve(__dirname, '../../..');

/**
 * Evaluates the declaration in a Node process of its own (TypeScript through tsx): the build's
 * process stays free of the area's modules, and a declaration that throws fails this build only.
 */
async function describe(declaration, stamp) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-area-meta-'));
  const output = path.join(dir, 'documents.json');
  try {
    await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(__dirname, 'describe-area.mts'),
        declaration,
        JSON.stringify(stamp),
        output,
      ],
      { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' } },
    );
    return JSON.parse(await fs.readFile(output, 'utf8'));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

class AreaMetadataPlugin {
  /**
   * @param {{ declaration: string, stamp: { contractVersion: string, federationRuntime: string, release: string }, prefix?: string }} options
   *   `prefix`: a folder of the output to write the documents in (`areas/chat/`), for a build that holds
   *   several areas; by default they are written next to the remote's manifest.
   */
  constructor({ declaration, stamp, prefix = '' }) {
    this.declaration = declaration;
    this.stamp = stamp;
    this.prefix = prefix;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          try {
            const documents = await describe(this.declaration, this.stamp);
            for (const [language, document] of Object.entries(documents)) {
              compilation.emitAsset(
                `${this.prefix}area-meta.${language}.json`,
                new sources.RawSource(JSON.stringify(document)),
              );
            }
          } catch (error) {
            const detail = error.stderr || error.message;
            compilation.errors.push(
              new WebpackError(`The area's metadata could not be generated:\n${detail}`),
            );
          }
        },
      );
    });
  }
}

module.exports = { AreaMetadataPlugin };
