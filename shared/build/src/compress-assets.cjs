// Precompressed copies of a production build's text files (`main.1a2b3c4d.js.br` and `.gz` beside
// `main.1a2b3c4d.js`), made once at build time so that servers send them as they are: brotli at its best
// quality is far too slow to run per request, and nginx's gzip_static (no brotli in Debian's nginx core)
// serves the `.gz`. The Node static server (sirv) picks `.br` or `.gz` from the request's Accept-Encoding.
const fs = require('node:fs/promises');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing. Source maps are never served, so they are not compressed either. */
const COMPRESSIBLE = /\.(m?js|css|html|json|svg|txt)$/i;
// remotes.json is the registry, replaced per environment after the build (rolling an area forward edits
// it in place): a compressed copy made at build time would be served instead of the edited file.
const NEVER_COMPRESSED = /(^|[\\/])remotes\.json$/;
/** Below about a packet, compression saves nothing a client would notice. */
const MIN_BYTES = 1024;
/** A copy that saves less than a tenth of the file is not worth a second file to keep in step. */
const MAX_RATIO = 0.9;

const isCompressible = (name) => COMPRESSIBLE.test(name) && !NEVER_COMPRESSED.test(name);

/** `{ br, gz }` of one file's bytes, each only when it is worth sending instead of the file. */
async function compressedVariants(bytes) {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const worthIt = (compressed) => compressed.length <= bytes.length * MAX_RATIO;
  return { br: worthIt(br) ? br : null, gz: worthIt(gz) ? gz : null };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file of `files` (paths relative to `dir`)
 * of at least MIN_BYTES, and removes stale ones a smaller or incompressible new version no longer has.
 * @returns {Promise<{ files: number, bytes: number, br: number, gz: number }>} what was compressed
 */
async function precompressFiles(dir, files) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  await Promise.all(
    files.filter(isCompressible).map(async (name) => {
      const file = path.join(dir, name);
      const bytes = await fs.readFile(file);
      const variants = bytes.length >= MIN_BYTES ? await compressedVariants(bytes) : { br: null, gz: null };
      for (const [extension, compressed] of Object.entries(variants)) {
        if (compressed) await fs.writeFile(`${file}.${extension}`, compressed);
        else await fs.rm(`${file}.${extension}`, { force: true });
      }
      if (variants.br || variants.gz) {
        totals.files += 1;
        totals.bytes += bytes.length;
        totals.br += variants.br?.length ?? bytes.length;
        totals.gz += variants.gz?.length ?? bytes.length;
      }
    }),
  );
  return totals;
}

/**
 * Compresses what a production compilation emitted, once it is on disk (after every other plugin has
 * emitted its files: the HTML, the federation manifest, copied public files). Only emitted assets are
 * read, so a compiler never touches files another compiler writes into a folder below its own (the
 * host's login page).
 */
class PrecompressAssetsPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressAssetsPlugin', async (compilation) => {
      const names = compilation.getAssets().map((asset) => asset.name);
      const started = Date.now();
      const totals = await precompressFiles(compiler.outputPath, names);
      const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
      // One line per build (`npx rspack build` shows it; `npm run build` only on failure).
      compiler
        .getInfrastructureLogger('PrecompressAssetsPlugin')
        .info(
          `${totals.files} files precompressed in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
            `${mb(totals.bytes)} → brotli ${mb(totals.br)}, gzip ${mb(totals.gz)}`,
        );
    });
  }
}

module.exports = { PrecompressAssetsPlugin, precompressFiles, isCompressible, MIN_BYTES };
