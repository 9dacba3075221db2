// The single-bundle build: the host shell with every area composed into one build, without Module
// Federation (no federation runtime, no registry to fetch, no remote entries). A deployment option for
// teams that do not need to ship areas on their own, and the baseline the federated build is measured
// against (`npm run bench`), so it shares everything else with the federated host: sources, loaders,
// minifiers, chunk rules, constants, and the areas' metadata documents, written by the same plugin.
const path = require('node:path');
const fs = require('node:fs');
const { rspack } = require('@rspack/core');
const { AreaMetadataPlugin } = require('./area-metadata-plugin.cjs');
const { PrecompressAssetsPlugin } = require('./compress-assets.cjs');
const { buildStamp } = require('./build-stamp.cjs');
const {
  AREAS,
  commonConfig,
  createStandalonePagesConfig,
  fileNames,
  isProduction,
  releaseOf,
  splitOutMockApi,
} = require('./index.cjs');

/** Where an area's metadata documents are written, relative to the output (and served from). */
const areaFilesOf = (name) => `areas/${name}/`;

/** An area's folder, found as the host's build finds its packages (`@atrium/<name>`). */
const areaDirOf = (name, hostDir) =>
  path.dirname(require.resolve(`@atrium/${name}/package.json`, { paths: [hostDir] }));

/**
 * The areas composed, with the route prefixes each owns: read from the registry the federated host is
 * developed against (host/public/remotes.json), so the two builds route alike.
 */
function composedAreas(hostDir) {
  const registry = JSON.parse(fs.readFileSync(path.join(hostDir, 'public/remotes.json'), 'utf8'));
  return AREAS.map((name) => {
    const entry = registry.remotes.find((remote) => remote.name === name);
    if (!entry) throw new Error(`host/public/remotes.json does not list the ${name} area`);
    return { name, routes: entry.routes, files: `/${areaFilesOf(name)}` };
  });
}

/** `__ATRIUM_COMPOSED_AREAS__`, the build's registry: the shell and the authentication pages read it. */
const composedAreasPlugin = (hostDir) =>
  new rspack.DefinePlugin({ __ATRIUM_COMPOSED_AREAS__: JSON.stringify(composedAreas(hostDir)) });

/**
 * Chunk names are unique per build: the areas name theirs alike (`i18n-en`), which would merge six
 * areas' chunks into one. Each area's names get its name as a prefix (area-chunk-names-loader.cjs).
 */
const areaChunkNameRules = (hostDir) =>
  AREAS.map((name) => ({
    test: /\.(t|j)sx?$/,
    include: path.join(areaDirOf(name, hostDir), 'src'),
    enforce: 'pre',
    loader: require.resolve('./area-chunk-names-loader.cjs'),
    options: { area: name },
  }));

/**
 * @param {object} options
 * @param {string} options.dir        the host's folder
 * @param {{ name: string, pages: Record<string, string> }} options.standalone  the host's standalone
 *   documents, built as createStandalonePagesConfig builds them, with this build's registry
 * @param {string} [options.outDir]   the output folder, relative to `dir` (default `dist-single`)
 * @returns {(env: unknown, argv: { mode?: string }) => object[]} the shell's and the standalone documents' configs
 */
function createSingleBundleConfig({ dir, standalone, outDir = 'dist-single' }) {
  const outputPath = path.resolve(dir, outDir);
  const standaloneFolders = [
    standalone.name,
    ...Object.keys(standalone.pages).map((page) => page.split('/')[0]),
  ];
  const standalonePages = createStandalonePagesConfig({
    ...standalone,
    dir,
    // The documents' own module for what differs between the builds (the registry, the prefetch).
    alias: {
      [path.resolve(dir, 'src/auth/authDocumentOptions.ts')]: path.resolve(
        dir,
        'src/single/authDocumentOptions.ts',
      ),
    },
  });

  const shell = (env, argv) => {
    const production = isProduction(argv);
    const { definePlugin, minimizer, ...common } = commonConfig({ name: 'host', dir, production });
    const stamp = { ...buildStamp(dir), release: releaseOf(dir) };
    return {
      ...common,
      name: 'host-single',
      module: { ...common.module, rules: [...areaChunkNameRules(dir), ...common.module.rules] },
      entry: { main: './src/single/index.ts' },
      output: {
        ...fileNames(production),
        path: outputPath,
        uniqueName: 'atrium_single',
        publicPath: '/',
        chunkLoadTimeout: 8000,
        // The standalone documents are built beside the shell by their own config: cleaning must leave them.
        clean: {
          keep: (file) => standaloneFolders.includes(path.relative(outputPath, file).split(/[\\/]/)[0]),
        },
      },
      plugins: [
        definePlugin,
        composedAreasPlugin(dir),
        // Every area's metadata, as its remote's build writes it, in a folder of its own.
        ...AREAS.map(
          (name) =>
            new AreaMetadataPlugin({
              declaration: path.join(areaDirOf(name, dir), 'src/area.ts'),
              stamp,
              prefix: areaFilesOf(name),
            }),
        ),
        new rspack.HtmlRspackPlugin({
          template: path.resolve(dir, 'src/index.html'),
          title: 'Atrium',
          scriptLoading: 'defer',
          chunks: ['main'],
        }),
        // The public files without the registry: this build has no remotes, and the server's
        // Content-Security-Policy then allows none.
        new rspack.CopyRspackPlugin({
          patterns: [
            {
              from: path.resolve(dir, 'public'),
              to: '.',
              noErrorOnMissing: true,
              globOptions: { ignore: ['**/remotes.json'] },
            },
          ],
        }),
        production && new PrecompressAssetsPlugin(),
      ].filter(Boolean),
      optimization: { minimize: production, minimizer, splitChunks: splitOutMockApi() },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };

  const documents = (env, argv) => {
    const config = standalonePages(env, argv);
    return {
      ...config,
      name: `host-single-${standalone.name}`,
      output: { ...config.output, path: path.join(outputPath, standalone.name) },
      plugins: [...config.plugins, composedAreasPlugin(dir)],
    };
  };

  return (env, argv) => [shell(env, argv), documents(env, argv)];
}

module.exports = { createSingleBundleConfig };
