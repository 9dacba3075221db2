// The host's public pages, each a document of its own built without Module Federation (the first pages
// people load): the authentication pages (src/auth) and the front pages (src/front). One build, `site`,
// whose scripts are served from /site/. Both builds of the host (rspack.config.mjs,
// rspack.single.config.mjs) read this list.
export const PUBLIC_PAGES = {
  name: 'site',
  pages: {
    login: './src/auth/login/index.tsx',
    register: './src/auth/register/index.tsx',
    'forgot-password': './src/auth/forgot-password/index.tsx',
    'new-password': './src/auth/new-password/index.tsx',
    'pages/authentication': './src/auth/variants/index.tsx',
    'front-pages/help-center': './src/front/help-center/index.tsx',
    'front-pages/help-center/article': './src/front/help-article/index.tsx',
    'front-pages/landing-page': './src/front/landing-page/index.tsx',
    'front-pages/pricing': './src/front/pricing/index.tsx',
    'front-pages/payment': './src/front/payment/index.tsx',
    'front-pages/checkout': './src/front/checkout/index.tsx',
  },
};

/** What the app's own build must know of them: their name and paths (served there and below, kept when cleaning). */
export const PUBLIC_FOLDERS = { name: PUBLIC_PAGES.name, pages: Object.keys(PUBLIC_PAGES.pages) };
