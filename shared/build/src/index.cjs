// The one Rspack + Module Federation config factory for the host and every remote.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { sharedLibraries } = require('./shared-libraries.cjs');

/** Ports, dev and production-serve alike (DESIGN §1). */
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

// Only modules that nothing but the mock API uses: a module shared with the app (react-router uses
// `cookie`) would make the app load the mock chunk, and with it what the mocks import.
const MOCK_API_MODULES =
  /[\\/](mocks[\\/]src|node_modules[\\/](msw|@mswjs|@bundled-es-modules|@open-draft|headers-polyfill|outvariant|strict-event-emitter|is-node-process|until-async|rettime|graphql|tough-cookie|tldts|tldts-core|type-fest|path-to-regexp|statuses))[\\/]/;

function swcRule() {
  return {
    test: /\.(t|j)sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
      env: { targets: 'chrome >= 111, edge >= 111, firefox >= 115, safari >= 16.4' },
    },
    type: 'javascript/auto',
  };
}

/**
 * @param {object} options
 * @param {string} options.name        'host' or an area name
 * @param {string} options.dir         the app's folder (__dirname of its rspack config)
 * @param {Record<string,string>} [options.exposes]  what a remote exposes (`./area`)
 * @param {string[]} [options.runtimePlugins] MF runtime plugins (paths)
 */
function createAppConfig({ name, dir, exposes, runtimePlugins = [] }) {
  const isHost = name === 'host';
  const port = PORTS[name];
  if (!port) throw new Error(`Unknown app "${name}": add it to PORTS in shared/build`);

  return (env, argv) => {
    const production = argv.mode === 'production' || process.env.NODE_ENV === 'production';
    /** Development-only features (local remote overrides) are compiled out of production builds. */
    const devFeatures = !production;

    // Keep the mock worker's file as it is (DESIGN §6).
    const minimizer = [
      new rspack.SwcJsMinimizerRspackPlugin({ exclude: /mockServiceWorker\.js$/ }),
      new rspack.LightningCssMinimizerRspackPlugin(),
    ];
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // The dev server would compile dynamic imports on first request through a proxy on its own
      // origin; a page chunk of a remote is requested from the host's page, so compile them up front.
      lazyCompilation: false,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.resolve(dir, 'dist'),
        uniqueName: `atrium_${name}`,
        // The host serves deep links (SPA fallback): its assets must load from the root. Remotes resolve their own URL.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        // A chunk that hangs fails after 8 s, so the area's error screen can offer Retry.
        chunkLoadTimeout: 8000,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          swcRule(),
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new rspack.DefinePlugin({
          __ATRIUM_DEV__: JSON.stringify(devFeatures),
          __ATRIUM_APP__: JSON.stringify(name),
          // Which build this is, shown in the shell's footer for the current area (ATRIUM_RELEASE overrides).
          __ATRIUM_RELEASE__: JSON.stringify(
            process.env.ATRIUM_RELEASE || require(path.join(dir, 'package.json')).version,
          ),
          'process.env.ATRIUM_API_BASE_URL': JSON.stringify(process.env.ATRIUM_API_BASE_URL ?? ''),
        }),
        new ModuleFederationPlugin({
          name: isHost ? 'atrium_host' : name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: sharedLibraries(dir),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          // One federation runtime core in the page: the host provides it, remotes use it (their
          // remoteEntry.js no longer carries a copy of it).
          experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
          manifest: true,
          dts: false,
          dev: !production
            ? { disableLiveReload: false, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true }
            : false,
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
      ].filter(Boolean),
      optimization: { minimize: production, minimizer },
      performance: { hints: false },
      // The mock API (MSW, its dependencies, handlers and sample data) loads as one chunk of its own.
      ...(isHost && {
        optimization: {
          minimize: production,
          minimizer,
          splitChunks: {
            chunks: 'async',
            cacheGroups: {
              mockApi: {
                test: MOCK_API_MODULES,
                name: 'mock-api',
                chunks: 'async',
                enforce: true,
                priority: 50,
              },
            },
          },
        },
      }),
      devServer: {
        port,
        host: 'localhost',
        hot: false,
        liveReload: true,
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
        static: isHost ? { directory: path.resolve(dir, 'public') } : false,
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createAppConfig, PORTS, AREAS };
