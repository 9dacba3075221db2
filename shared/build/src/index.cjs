// The one Rspack + Module Federation config factory for the host and every remote.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { sharedLibraries, providedSingletons } = require('./shared-libraries.cjs');
const { buildStamp } = require('./build-stamp.cjs');
const { AreaMetadataPlugin } = require('./area-metadata-plugin.cjs');
const { typeCheckPlugin } = require('./type-check.cjs');
const { PrecompressAssetsPlugin } = require('./compress-assets.cjs');

/** Ports, dev and production-serve alike. */
const PORTS = {
  host: 3000,
  ecommerce: 3001,
  invoice: 3002,
  email: 3003,
  chat: 3004,
  academy: 3005,
  admin: 3006,
};
const AREAS = ['ecommerce', 'invoice', 'email', 'chat', 'academy', 'admin'];

// MSW and its dependencies. Only modules that nothing but the mock API uses: a module shared with the
// app (react-router uses `cookie`) would make the app load the mock's chunk, and with it what it imports.
const MOCK_API_LIBRARIES =
  /[\\/]node_modules[\\/](msw|@mswjs|@bundled-es-modules|@open-draft|headers-polyfill|outvariant|strict-event-emitter|is-node-process|until-async|rettime|graphql|tough-cookie|tldts|tldts-core|type-fest|path-to-regexp|statuses)[\\/]/;
/** The mock API's own modules: handlers, sample data, stored data. */
const MOCK_API_OWN_MODULES = /[\\/]mocks[\\/]src[\\/]/;

function swcRule() {
  return {
    test: /\.(t|j)sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        // Always `react/jsx-runtime` (a shared singleton), never the development `jsx-dev-runtime`: a
        // remote in development mode (`npm run dev:remote`) runs on the host's production React, and the
        // development JSX runtime does not work with it.
        transform: { react: { runtime: 'automatic', development: false } },
      },
      env: { targets: 'chrome >= 111, edge >= 111, firefox >= 115, safari >= 16.4' },
    },
    type: 'javascript/auto',
  };
}

/** Where an app's production files go: its dist/, or ATRIUM_OUTPUT_PATH (a second build beside the first). */
function outputPathOf(dir) {
  return process.env.ATRIUM_OUTPUT_PATH
    ? path.resolve(process.env.ATRIUM_OUTPUT_PATH)
    : path.resolve(dir, 'dist');
}

/** Which build this is, shown in the shell's footer for the current area (ATRIUM_RELEASE overrides). */
const reactRouterBuild = (file) =>
  path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production', file);
const REACT_ROUTER_PRODUCTION = {
  'react-router$': reactRouterBuild('index.mjs'),
  'react-router/dom$': reactRouterBuild('dom-export.mjs'),
};

const MOCK_REGISTRABLE_DOMAIN = require.resolve('@atrium/mocks/browser/tldts');

/** Where the pages' API calls go: `server` (default) or `mock` (ATRIUM_API=mock, the serverless demo). */
function apiMode() {
  const mode = process.env.ATRIUM_API || 'server';
  if (mode !== 'server' && mode !== 'mock')
    throw new Error(`ATRIUM_API must be "server" or "mock", got "${mode}"`);
  return mode;
}

const { API_UPSTREAM } = require('./api-upstream.cjs');

const releaseOf = (dir) => process.env.ATRIUM_RELEASE || require(path.join(dir, 'package.json')).version;

/** What every build shares: mode, sources, loaders, minifiers and the build-time constants. */
function commonConfig({ name, dir, production }) {
  const stamp = buildStamp(dir);
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    // Development builds map without eval(): a remote in development (`npm run dev:remote`) runs inside
    // a production host, whose Content-Security-Policy does not allow eval.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: {
        // React Router 7's package exports name only its development build (warnings on, larger, slower);
        // its production build sits beside it and is what a production bundle should carry.
        ...(production ? REACT_ROUTER_PRODUCTION : {}),
        // The in-browser mock API's cookie jar needs no public suffix list (see registrableDomain.ts).
        tldts$: MOCK_REGISTRABLE_DOMAIN,
      },
    },
    module: {
      rules: [
        swcRule(),
        // A library's style sheet imported as text (`swiper/css?inline`), for a page to put in its own
        // styles: a remote whose pages load CSS files carries a style-sheet loader in its entry.
        { test: /\.css$/, resourceQuery: /inline/, type: 'asset/source' },
        { test: /\.css$/, resourceQuery: { not: [/inline/] }, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?|ttf)$/, type: 'asset' },
      ],
    },
    definePlugin: new rspack.DefinePlugin({
      /** Development-only features (local remote overrides) are compiled out of production builds. */
      __ATRIUM_DEV__: JSON.stringify(!production),
      __ATRIUM_APP__: JSON.stringify(name),
      __ATRIUM_RELEASE__: JSON.stringify(releaseOf(dir)),
      'process.env.ATRIUM_API_BASE_URL': JSON.stringify(process.env.ATRIUM_API_BASE_URL ?? ''),
      // `server` (the default): the pages call the API server (on their own origin unless a base URL is
      // given). `mock`: the serverless demo, where the pages start the mock API in the browser.
      'process.env.ATRIUM_API': JSON.stringify(apiMode()),
      // The area contract and federation runtime this app is built against: a remote stamps them on its
      // contract (area-entry.js), the host checks them against its own.
      __ATRIUM_CONTRACT_VERSION__: JSON.stringify(stamp.contractVersion),
      __ATRIUM_FEDERATION_RUNTIME__: JSON.stringify(stamp.federationRuntime),
      // A remote stamps the shared packages' ranges on its contract; the host meets them with the
      // versions of the singletons it provides (host/src/federation/sharedCompatibility.ts).
      __ATRIUM_SHARED_RANGES__: JSON.stringify(stamp.shared),
      __ATRIUM_SHARED_SINGLETONS__: JSON.stringify(providedSingletons(dir)),
    }),
    // Keep the mock worker's file as it is.
    minimizer: [
      new rspack.SwcJsMinimizerRspackPlugin({ exclude: /mock(ServiceWorker|ApiWorker)\.js$/ }),
      new rspack.LightningCssMinimizerRspackPlugin(),
    ],
  };
}

function fileNames(production) {
  return {
    filename: production ? '[name].[contenthash:8].js' : '[name].js',
    chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
    cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
  };
}

/**
 * The chunk of the published content's mock API (`@atrium/mocks/browser/content`): its few read-only
 * handlers and their data stay in it, not drawn into the mock-api chunk with the rest.
 */
const MOCK_CONTENT_CHUNK = 'mock-content';

/**
 * The mock API loads as chunks of its own: MSW and its dependencies (`mock-msw`), which every part of
 * the mock needs, and the handlers with their sample data (`mock-api`), which the published content's
 * part (`mock-content`) goes without.
 */
function splitOutMockApi() {
  return {
    chunks: 'async',
    cacheGroups: {
      mockMsw: { test: MOCK_API_LIBRARIES, name: 'mock-msw', chunks: 'async', enforce: true, priority: 50 },
      mockApi: {
        test: MOCK_API_OWN_MODULES,
        name: 'mock-api',
        chunks: (chunk) => chunk.name !== MOCK_CONTENT_CHUNK,
        enforce: true,
        priority: 60,
      },
    },
  };
}

const isProduction = (argv) => argv.mode === 'production' || process.env.NODE_ENV === 'production';

/**
 * @param {object} options
 * @param {string} options.name        'host' or an area name
 * @param {string} options.dir         the app's folder (__dirname of its rspack config)
 * @param {Record<string,string>} [options.exposes]  what a remote exposes (`./area`)
 * @param {string[]} [options.runtimePlugins] MF runtime plugins (paths)
 * @param {{ name: string, pages: string[] }} [options.standalone]  the host's standalone documents
 *   (createStandalonePagesConfig): each page (`login`, `front-pages/help-center`) is served at /<page>
 *   and below, and its folders are kept when cleaning
 */
function createAppConfig({ name, dir, exposes, runtimePlugins = [], standalone }) {
  // The deepest first: a path is answered by the nearest standalone page above it, as the servers do.
  const pages = [...(standalone?.pages ?? [])].sort((a, b) => b.split('/').length - a.split('/').length);
  const standaloneFolders = standalone ? [standalone.name, ...pages.map((page) => page.split('/')[0])] : [];
  const isHost = name === 'host';
  const port = PORTS[name];
  if (!port) throw new Error(`Unknown app "${name}": add it to PORTS in shared/build`);

  return (env, argv) => {
    const production = isProduction(argv);
    const { definePlugin, minimizer, ...common } = commonConfig({ name, dir, production });
    const outputPath = outputPathOf(dir);
    // A remote's `./area` is its declaration wrapped by area-entry.js, which stamps the build's versions.
    const declaration = exposes?.['./area'];
    const stampedExposes = declaration
      ? { ...exposes, './area': require.resolve('./area-entry.js') }
      : exposes;
    // Cleaning the output must not remove the standalone pages built beside it (rspack gives absolute paths).
    const isPageFile = (file) =>
      standaloneFolders.includes(/^[^\\/]+/.exec(path.relative(outputPath, file))?.[0]);
    return {
      ...common,
      name,
      resolve: {
        ...common.resolve,
        alias: {
          ...common.resolve.alias,
          ...(declaration ? { 'atrium-area-declaration$': path.resolve(dir, declaration) } : {}),
        },
      },
      // The dev server would compile dynamic imports on first request through a proxy on its own
      // origin; a page chunk of a remote is requested from the host's page, so compile them up front.
      lazyCompilation: false,
      entry: { main: './src/index.ts' },
      output: {
        ...fileNames(production),
        path: outputPath,
        uniqueName: `atrium_${name}`,
        // The host serves deep links (SPA fallback): its assets must load from the root. Remotes resolve their own URL.
        publicPath: isHost ? '/' : 'auto',
        // A chunk that hangs fails after 8 s, so the area's error screen can offer Retry.
        chunkLoadTimeout: 8000,
        clean: standalone ? { keep: isPageFile } : true,
      },
      plugins: [
        definePlugin,
        new ModuleFederationPlugin({
          name: isHost ? 'atrium_host' : name,
          filename: 'remoteEntry.js',
          exposes: stampedExposes ?? {},
          remotes: {},
          shared: sharedLibraries(dir),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          // One federation runtime core in the page: the host provides it, remotes use it (their
          // remoteEntry.js no longer carries a copy of it). Browser-only: no Node.js loading code.
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { target: 'web' },
          },
          // A remote's manifest says where its entry is; the list of every chunk it could load (which grows
          // with each page) is left out — the runtime gets chunk URLs from the entry, and nothing preloads them.
          manifest: isHost ? true : { disableAssetsAnalyze: true },
          dts: false,
          dev: !production
            ? { disableLiveReload: false, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true }
            : false,
        }),
        // The area's metadata, stamped as its `./area` is (area-entry.js), for the host's menu.
        declaration &&
          new AreaMetadataPlugin({
            declaration: path.resolve(dir, declaration),
            stamp: { ...buildStamp(dir), release: releaseOf(dir) },
          }),
        isHost &&
          new rspack.HtmlRspackPlugin({
            template: path.resolve(dir, 'src/index.html'),
            title: 'Atrium',
            scriptLoading: 'defer',
            chunks: ['main'],
          }),
        isHost &&
          new rspack.CopyRspackPlugin({
            patterns: [{ from: path.resolve(dir, 'public'), to: '.', noErrorOnMissing: true }],
          }),
        // `.br` and `.gz` beside every text file, for the servers to send as they are.
        production && new PrecompressAssetsPlugin(),
        // The app's type check: a production build with a type error fails.
        production && typeCheckPlugin(name, dir),
      ].filter(Boolean),
      optimization: {
        minimize: production,
        minimizer,
        ...(isHost && { splitChunks: splitOutMockApi() }),
      },
      performance: { hints: false },
      devServer: {
        port,
        host: 'localhost',
        hot: false,
        liveReload: true,
        // The host: every path is the app, but a standalone page is its own document.
        historyApiFallback: isHost
          ? {
              rewrites: pages.map((page) => ({
                from: new RegExp(`^/${page}(/.*)?$`),
                to: `/${page}/index.html`,
              })),
            }
          : false,
        headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
        static: isHost ? { directory: path.resolve(dir, 'public') } : false,
        // The pages call the API on their own origin; the API server answers behind it.
        proxy: isHost ? [{ context: ['/api'], target: API_UPSTREAM, changeOrigin: false, xfwd: true }] : [],
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      },
      stats: 'errors-warnings',
    };
  };
}

/** A standalone page's entry chunk, named after its path (`front-pages/help-center` → `front-pages-help-center`). */
const chunkOf = (page) => page.replaceAll('/', '-');

/**
 * The host's standalone documents: pages built without Module Federation, so they carry no federation
 * runtime and tree-shake their libraries (a shared singleton is shipped whole). The public pages —
 * authentication and front pages — are such documents: the first pages people load, with a size
 * budget of their own. They share nothing in memory with the app: the two hand over through the stored
 * session and settings.
 *
 * One build for all of them, so the libraries they have in common are one set of files the browser
 * caches once: its scripts go to /<name>/, and each page's document to /<page>/index.html (outside the
 * scripts' folder), which is how both servers and the dev server find a standalone page.
 *
 * @param {object} options
 * @param {string} options.name   the build's name and the folder of its scripts ('site')
 * @param {string} options.dir    the host's folder
 * @param {Record<string, string>} options.pages  each page's path (`login`, `front-pages/help-center`) and entry module
 * @param {Record<string, string>} [options.alias]  module replacements (the single-bundle build's)
 */
function createStandalonePagesConfig({ name, dir, pages, alias = {} }) {
  return (env, argv) => {
    const production = isProduction(argv);
    const { definePlugin, minimizer, ...common } = commonConfig({ name: 'host', dir, production });
    const mockApi = splitOutMockApi();
    return {
      ...common,
      name: `host-${name}`,
      resolve: { ...common.resolve, alias: { ...common.resolve?.alias, ...alias } },
      lazyCompilation: false,
      entry: Object.fromEntries(Object.entries(pages).map(([page, entry]) => [chunkOf(page), entry])),
      output: {
        ...fileNames(production),
        path: path.join(outputPathOf(dir), name),
        uniqueName: `atrium_host_${name}`,
        publicPath: `/${name}/`,
        clean: true,
      },
      plugins: [
        definePlugin,
        ...Object.keys(pages).map(
          (page) =>
            new rspack.HtmlRspackPlugin({
              template: path.resolve(dir, 'src/index.html'),
              filename: `../${page}/index.html`,
              title: 'Atrium',
              scriptLoading: 'defer',
              chunks: [chunkOf(page)],
            }),
        ),
        production && new PrecompressAssetsPlugin(),
      ].filter(Boolean),
      optimization: {
        minimize: production,
        minimizer,
        // What the pages have in common (React, the design system...) is split out of their entries,
        // once; the mock API stays a chunk of its own, loaded on demand.
        splitChunks: { ...mockApi, chunks: 'all' },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

/** The single-bundle build of the host and every area (single-bundle-config.cjs), loaded when asked for. */
const createSingleBundleConfig = (options) =>
  require('./single-bundle-config.cjs').createSingleBundleConfig(options);

module.exports = {
  createAppConfig,
  createStandalonePagesConfig,
  createSingleBundleConfig,
  PORTS,
  AREAS,
  API_UPSTREAM,
  apiMode,
  // The parts the single-bundle build shares with these, so the two builds compare fairly.
  commonConfig,
  fileNames,
  splitOutMockApi,
  isProduction,
  releaseOf,
};
