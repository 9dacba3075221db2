// @swc/jest, compiling each file once for the whole repo. Jest keeps its transform cache per project
// (the folder and the key both carry the project's configuration), so a file of shared/ui, the mock
// API or msw was compiled again by every one of the twelve projects that imports it: on a clean
// checkout, about a third of jest's time. The compiled code depends only on the source, its path and
// the SWC options, which every project shares, so it is kept once, under that key, beside jest's own
// cache. Jest's per-project cache still answers first on a warm run.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const swcJest = require('@swc/jest');
const swcVersion = require('@swc/core/package.json').version;

const CACHE_DIR = path.resolve(__dirname, '../../../node_modules/.cache/atrium-jest-swc');

/** What of jest's options changes the output (module format, coverage). */
const outputOptions = (options = {}) =>
  JSON.stringify([options.supportsStaticESM, options.supportsDynamicImport, options.instrument]);

function createTransformer(swcOptions) {
  const swc = swcJest.createTransformer(swcOptions);
  const base = `${swcVersion}\0${JSON.stringify(swcOptions)}`;

  function process(source, filename, options) {
    const key = crypto
      .createHash('sha1')
      .update(base)
      .update('\0')
      .update(outputOptions(options))
      .update('\0')
      .update(filename)
      .update('\0')
      .update(source)
      .digest('hex');
    const file = path.join(CACHE_DIR, key.slice(0, 2), `${key}.json`);
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      // Not compiled yet (or a partial file from an interrupted run): compile it now.
    }
    const result = swc.process(source, filename, options);
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // Written aside and renamed: the workers compile side by side, and a reader sees a whole file or none.
      const partial = `${file}.${globalThis.process.pid}.tmp`;
      fs.writeFileSync(partial, JSON.stringify(result));
      fs.renameSync(partial, file);
    } catch {
      // A cache that cannot be written only costs time.
    }
    return result;
  }

  // Only the CommonJS path is cached: jest asks for ES modules (processAsync) only with its
  // experimental module support, which this repo does not use.
  return { ...swc, process };
}

module.exports = { createTransformer };
