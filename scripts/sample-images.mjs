// The pictures the mock API's sample data names (`/images/...` on the host's origin): people's faces,
// country flags, product, course, project and file illustrations, the help center's and the profile's
// pictures. Nothing of it is committed: it is drawn from the sample data itself, so every URL the data
// names exists and a URL the generator cannot draw fails loudly.
//
//   node scripts/sample-images.mjs [--out DIR]   writes DIR/images/... (DIR defaults to host/public)
//
// The host's rspack config runs it before every build and dev server of the host, so `npm start` serves
// host/public/images and `npm run build` copies it into host/dist/images with the rest of host/public.
// Deterministic: the same data gives the same bytes.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register as registerTypeScript } from 'tsx/cjs/api';
import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';

const require = createRequire(import.meta.url);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The sample data's modules: the kernel's, and each area's (`remotes/<area>/api/data`). */
const dataDirs = () => [
  path.join(ROOT, 'mocks/src/data'),
  ...readdirSync(path.join(ROOT, 'remotes'))
    .sort()
    .map((area) => path.join(ROOT, 'remotes', area, 'api/data'))
    .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory()),
];
// @tabler/icons exports only its icons (`@tabler/icons/<variant>/<name>.svg`): find the folder from one.
const TABLER_DIR = path.resolve(path.dirname(require.resolve('@tabler/icons/outline/rocket.svg')), '..');
const FLAGS_DIR = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags/4x3');

// ---------------------------------------------------------------------------------------------------
// What the sample data names

/** The mock API's data: the built db and every data module's exports (tsx compiles the TypeScript). */
export function loadSampleData() {
  const unregister = registerTypeScript();
  try {
    const { db } = require(path.join(ROOT, 'mocks/src/db.ts'));
    const modules = dataDirs().flatMap((dir) =>
      readdirSync(dir)
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .sort()
        .map((file) => require(path.join(dir, file))),
    );
    return { db, modules };
  } finally {
    unregister();
  }
}

/** Every `/images/...` string in the values, sorted. */
export function imageUrlsIn(...values) {
  const urls = new Set();
  const walk = (value) => {
    if (typeof value === 'string') {
      if (value.startsWith('/images/')) urls.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  values.forEach(walk);
  return [...urls].sort();
}

// ---------------------------------------------------------------------------------------------------
// Drawing helpers

const hash = (text) => {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 16777619) >>> 0;
  return h;
};

const iconCache = new Map();
/** The inner elements of a Tabler icon (24×24, stroked), without its invisible bounding box. */
function tablerIcon(name, variant = 'outline') {
  const key = `${variant}/${name}`;
  if (!iconCache.has(key)) {
    const file = path.join(TABLER_DIR, variant, `${name}.svg`);
    const svg = readFileSync(file, 'utf8');
    const inner = svg
      .slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>'))
      .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/, '')
      .replace(/\s*\n\s*/g, '');
    iconCache.set(key, inner);
  }
  return iconCache.get(key);
}

/** A Tabler icon drawn `size` units wide with its top-left corner at (x, y). */
function icon(name, { x, y, size, color = '#fff', opacity = 1, width = 1.75 }) {
  const scale = (size / 24).toFixed(4);
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${color}"` +
    ` stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"` +
    `${opacity < 1 ? ` opacity="${opacity}"` : ''}>${tablerIcon(name)}</g>`
  );
}

const gradient = (id, [from, to], angle = 'diagonal') => {
  const [x2, y2] = angle === 'diagonal' ? [1, 1] : [1, 0];
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
};

const svg = (width, height, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;

/** Gradients by the theme colour names the data uses (a course's colour); primary is the Atrium gold. */
const TONES = {
  primary: ['#E3BF4F', '#A97F12'],
  info: ['#3ED8EA', '#0787A8'],
  success: ['#5BE39A', '#17935A'],
  warning: ['#FFC285', '#EE7418'],
  error: ['#FF8A8D', '#D43747'],
  secondary: ['#B3B6C4', '#5C5F70'],
  violet: ['#A38BFF', '#5B3FD6'],
  indigo: ['#7DA2FF', '#3A4FD8'],
  pink: ['#FF9AC8', '#C8407F'],
  teal: ['#5FE0C8', '#14857A'],
};
const TONE_NAMES = Object.keys(TONES);

// ---------------------------------------------------------------------------------------------------
// People: a lorelei face (CC0 1.0 design, see @dicebear/lorelei's LICENSE), seeded by the file name

const SKIN = ['f9d7c4', 'f2c3a7', 'e0ac8a', 'c68863', 'a0694a', '7a4b32', 'fbe3d6'];
const HAIR = ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370', '3b3b3b', '6a4e42'];
const BACKGROUNDS = ['ffd5dc', 'ffdfbf', 'c0aede', 'd1d4f9', 'b6e3f4', 'c1f0d5', 'fde68a', 'f5d0fe'];

function drawAvatar(seed) {
  return `${createAvatar(lorelei, {
    seed,
    skinColor: SKIN,
    hairColor: HAIR,
    backgroundColor: BACKGROUNDS,
    backgroundType: ['solid'],
  }).toString()}\n`;
}

// ---------------------------------------------------------------------------------------------------
// Products: a gradient by kind of product with the product's own icon

// [pattern on the product's name, icon], first match wins; else the category's icon.
const PRODUCT_ICONS = [
  [/iphone|galaxy s\d|oneplus|phone/, 'device-mobile'],
  [/echo/, 'device-speaker'],
  [/clock/, 'clock'],
  [/watch|fitbit/, 'device-watch'],
  [/quest/, 'cardboards'],
  [/macbook|xps|laptop/, 'device-laptop'],
  [/airpods/, 'device-airpods'],
  [/wh-1000|quietcomfort|headphone/, 'headphones'],
  [/mx master|mouse/, 'mouse'],
  [/keyboard|mx keys/, 'keyboard'],
  [/playstation|xbox|switch|steam deck|dualsense|controller/, 'device-gamepad-2'],
  [/elden ring/, 'sword'],
  [/zelda/, 'map-2'],
  [/chair/, 'armchair'],
  [/monitor arm/, 'device-desktop'],
  [/desk/, 'desk'],
  [/lamp/, 'lamp'],
  [/pillow/, 'pillow'],
  [/canvas|wall art/, 'photo'],
  [/candle/, 'candle'],
  [/rug/, 'texture'],
  [/bookends/, 'books'],
  [/kindle/, 'book'],
  [/ipad|tablet/, 'device-ipad'],
  [/laserjet|printer/, 'printer'],
  [/shredder/, 'file-shredder'],
  [/charging/, 'battery-charging'],
  [/usb/, 'usb'],
  [/ray-ban|aviator|sunglasses/, 'sunglasses'],
  [/wallet/, 'wallet'],
  [/gopro|canon|camera/, 'camera'],
  [/oled|bravia|television|\btv\b/, 'device-tv'],
  [/whiteboard/, 'chalkboard'],
];

// category → [icon, tone]
const CATEGORIES = {
  electronics: ['device-laptop', 'indigo'],
  accessories: ['headphones', 'pink'],
  shoes: ['shoe', 'warning'],
  games: ['device-gamepad-2', 'violet'],
  'home decor': ['armchair', 'teal'],
  office: ['briefcase', 'info'],
  'smart phone': ['device-mobile', 'indigo'],
  'smart watch': ['device-watch', 'pink'],
  'smart speaker': ['device-speaker', 'info'],
  television: ['device-tv', 'indigo'],
  tablet: ['device-ipad', 'indigo'],
  headphones: ['headphones', 'pink'],
  mouse: ['mouse', 'info'],
  keyboard: ['keyboard', 'info'],
};

function drawProduct({ name, category }) {
  const [categoryIcon, tone] = CATEGORIES[category.toLowerCase()] ?? [
    'package',
    TONE_NAMES[hash(category) % TONE_NAMES.length],
  ];
  const lower = name.toLowerCase();
  const iconName = PRODUCT_ICONS.find(([pattern]) => pattern.test(lower))?.[1] ?? categoryIcon;
  const h = hash(name);
  return svg(
    256,
    256,
    '<rect width="256" height="256" fill="url(#g)"/>' +
      `<circle cx="${190 + (h % 40)}" cy="${30 + ((h >> 8) % 40)}" r="76" fill="#fff" fill-opacity=".14"/>` +
      `<circle cx="${30 + ((h >> 16) % 40)}" cy="236" r="64" fill="#000" fill-opacity=".06"/>` +
      icon(iconName, { x: 60, y: 60, size: 136, width: 1.5 }),
    gradient('g', TONES[tone]),
  );
}

// ---------------------------------------------------------------------------------------------------
// Courses: a 16:9 cover in the course's colour with its logo (a Tabler icon name in the data)

function drawCourse({ logo, color, courseTitle }) {
  const tone = TONES[color] ?? TONES.primary;
  const h = hash(courseTitle);
  return svg(
    640,
    360,
    '<rect width="640" height="360" fill="url(#g)"/>' +
      `<circle cx="${520 + (h % 60)}" cy="${40 + ((h >> 8) % 50)}" r="150" fill="#fff" fill-opacity=".12"/>` +
      `<circle cx="${60 + ((h >> 16) % 80)}" cy="340" r="120" fill="#000" fill-opacity=".07"/>` +
      icon(logo, { x: 400, y: 120, size: 300, opacity: 0.16, width: 1.25 }) +
      '<rect x="240" y="100" width="160" height="160" rx="36" fill="#fff" fill-opacity=".22"/>' +
      icon(logo, { x: 264, y: 124, size: 112, width: 1.6 }),
    gradient('g', tone),
  );
}

// ---------------------------------------------------------------------------------------------------
// Project and team logos (`<name>-label`): a rounded tile in the brand's colour with its icon

const LABELS = {
  react: ['brand-react', ['#61DAFB', '#1B8DB8']],
  figma: ['brand-figma', ['#FF7262', '#A259FF']],
  vue: ['brand-vue', ['#42B883', '#2F6F5A']],
  html: ['brand-html5', ['#F06529', '#C43D12']],
  sketch: ['brand-sketch', ['#FDB300', '#EA6C00']],
  laravel: ['brand-laravel', ['#FF5A4F', '#C9231A']],
  support: ['lifebuoy', TONES.primary],
  twitter: ['brand-twitter', ['#4DB5F5', '#1A8CD8']],
  xd: ['brand-adobe', ['#FF61F6', '#8E1C8A']],
  social: ['social', TONES.success],
  event: ['calendar-event', TONES.warning],
};

/** A square tile of `size` px in a tone's gradient, corners and margin `inset`, an icon centred in it. */
function iconTile(size, inset, iconName, tone) {
  return svg(
    size,
    size,
    `<rect width="${size}" height="${size}" rx="${inset}" fill="url(#g)"/>` +
      icon(iconName, { x: inset, y: inset, size: size - 2 * inset }),
    gradient('g', tone),
  );
}

function drawLabel(name) {
  const label = LABELS[name.replace(/-label$/, '')];
  return label ? iconTile(64, 14, ...label) : null;
}

// ---------------------------------------------------------------------------------------------------
// Mail attachments' file-type thumbnails

const FILE_TYPES = {
  xls: ['file-type-xls', ['#33A468', '#1D6F42']],
  doc: ['file-type-doc', ['#4A7CC9', '#2B579A']],
  pdf: ['file-type-pdf', ['#F0575B', '#C41E24']],
};

function drawFileType(name) {
  const type = FILE_TYPES[name];
  return type ? iconTile(48, 10, ...type) : null;
}

// ---------------------------------------------------------------------------------------------------
// Help center: the topics' spot illustrations and the article's two pictures

const SPOTS = {
  rocket: 'rocket',
  gift: 'gift',
  keyboard: 'keyboard',
  laptop: 'device-laptop',
  lightbulb: 'bulb',
  discord: 'brand-discord',
};

function drawSpot(name) {
  const iconName = SPOTS[name];
  if (!iconName) return null;
  const [from, to] = TONES.primary;
  return svg(
    120,
    120,
    `<circle cx="60" cy="60" r="58" fill="${from}" fill-opacity=".18"/>` +
      `<circle cx="60" cy="60" r="42" fill="${from}" fill-opacity=".28"/>` +
      icon(iconName, { x: 32, y: 32, size: 56, color: to, width: 1.6 }),
  );
}

/** A wide picture for an article: a mock screen (window, lines, a card) around the subject's icon. */
function drawArticlePicture(iconName, tone) {
  const [from, to] = TONES[tone];
  const lines = [0, 1, 2, 3]
    .map(
      (i) => `<rect x="88" y="${150 + i * 30}" width="${220 - i * 36}" height="12" rx="6" fill="#E6E4EC"/>`,
    )
    .join('');
  return svg(
    720,
    360,
    '<rect width="720" height="360" rx="16" fill="#F6F5F9"/>' +
      '<rect x="56" y="48" width="608" height="272" rx="14" fill="#fff" stroke="#E6E4EC" stroke-width="2"/>' +
      '<path d="M56 62a14 14 0 0 1 14 -14h580a14 14 0 0 1 14 14v24h-608z" fill="#EFEDF4"/>' +
      ['#FF5F57', '#FEBC2E', '#28C840']
        .map((c, i) => `<circle cx="${80 + i * 20}" cy="67" r="6" fill="${c}"/>`)
        .join('') +
      '<rect x="88" y="110" width="180" height="18" rx="9" fill="#D9D6E2"/>' +
      lines +
      '<rect x="410" y="110" width="220" height="180" rx="16" fill="url(#g)"/>' +
      '<circle cx="600" cy="130" r="60" fill="#fff" fill-opacity=".14"/>' +
      icon(iconName, { x: 470, y: 150, size: 100, width: 1.5 }),
    gradient('g', [from, to]),
  );
}

const FRONT_PAGES = {
  'product-cart': () => drawArticlePicture('shopping-cart', 'primary'),
  'product-checkout': () => drawArticlePicture('credit-card', 'info'),
};

// ---------------------------------------------------------------------------------------------------
// The profile's cover: a wide banner

const PAGES = {
  'user-profile-header-bg': () => {
    const waves =
      '<path d="M0 190c160-60 300 40 480-10s320-90 480-20 240 40 240 40v50H0z" fill="#fff" fill-opacity=".12"/>' +
      '<path d="M0 220c200-40 360 30 560-10s380-60 640 10v30H0z" fill="#fff" fill-opacity=".12"/>';
    const dots = Array.from({ length: 18 }, (_, i) => {
      const cx = 60 + ((i * 137) % 1100);
      const cy = 30 + ((i * 71) % 130);
      return `<circle cx="${cx}" cy="${cy}" r="${2 + (i % 3)}" fill="#fff" fill-opacity=".35"/>`;
    }).join('');
    return svg(
      1200,
      250,
      '<rect width="1200" height="250" fill="url(#g)"/>' +
        '<circle cx="1050" cy="-20" r="190" fill="#fff" fill-opacity=".1"/>' +
        '<circle cx="180" cy="40" r="110" fill="#fff" fill-opacity=".08"/>' +
        waves +
        dots,
      gradient('g', ['#E8C65A', '#8C5AC8'], 'horizontal'),
    );
  },
};

// ---------------------------------------------------------------------------------------------------
// From a URL to its picture

/** What each folder of /images/ holds, and how a picture of it is drawn. */
function pictureFor(url, context) {
  const match = /^\/images\/(.+)\/([^/]+)\.svg$/.exec(url);
  if (!match) return null;
  const [, folder, name] = match;
  switch (folder) {
    case 'avatars':
      return { svg: drawAvatar(name) };
    case 'flags': {
      const file = path.join(FLAGS_DIR, `${name}.svg`);
      return statSync(file, { throwIfNoEntry: false }) ? { copy: file } : null;
    }
    case 'products': {
      const product = context.products.get(url);
      return product ? { svg: drawProduct(product) } : null;
    }
    case 'academy': {
      const course = context.courses.get(url);
      return course ? { svg: drawCourse(course) } : null;
    }
    case 'icons/project-icons': {
      const drawn = drawLabel(name);
      return drawn && { svg: drawn };
    }
    case 'icons/file': {
      const drawn = drawFileType(name);
      return drawn && { svg: drawn };
    }
    case 'svg': {
      const drawn = drawSpot(name);
      return drawn && { svg: drawn };
    }
    case 'front-pages':
      return FRONT_PAGES[name] ? { svg: FRONT_PAGES[name]() } : null;
    case 'pages':
      return PAGES[name] ? { svg: PAGES[name]() } : null;
    default:
      return null;
  }
}

/** What a product or course picture is drawn from: the rows that name it. */
function contextOf(db) {
  const products = new Map();
  for (const p of db.products) products.set(p.image, { name: p.productName, category: p.category });
  for (const { product: p } of db.salesOrders) products.set(p.image, { name: p.name, category: p.category });
  const courses = new Map(db.courses.map((c) => [c.image, c]));
  return { products, courses };
}

/**
 * Writes every picture the sample data names into `outDir/images/` (replacing what was there).
 * @returns {{ urls: string[], bytes: number }}
 */
export function generateSampleImages({ outDir }) {
  const { db, modules } = loadSampleData();
  const urls = imageUrlsIn(db, ...modules);
  const context = contextOf(db);
  const images = path.join(outDir, 'images');
  const pictures = urls.map((url) => {
    const picture = pictureFor(url, context);
    if (!picture) {
      throw new Error(
        `The sample data names ${url}, which scripts/sample-images.mjs cannot draw: ` +
          'use a folder and name it knows, or teach it the new one.',
      );
    }
    return [url, picture];
  });
  rmSync(images, { recursive: true, force: true });
  let bytes = 0;
  for (const [url, picture] of pictures) {
    const target = path.join(outDir, url);
    mkdirSync(path.dirname(target), { recursive: true });
    if (picture.copy) copyFileSync(picture.copy, target);
    else writeFileSync(target, picture.svg);
    bytes += statSync(target).size;
  }
  return { urls, bytes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  const outDir = path.resolve(at > 0 ? process.argv[at + 1] : path.join(ROOT, 'host/public'));
  const started = Date.now();
  const { urls, bytes } = generateSampleImages({ outDir });
  console.log(
    `sample images: ${urls.length} files, ${Math.round(bytes / 1024)} KB in ${path.relative(ROOT, outDir) || '.'}` +
      `/images (${Date.now() - started} ms)`,
  );
}
