import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { db } from '../db';

// Every picture the sample data names must exist where the host serves it (/images/... on its
// origin): scripts/sample-images.mjs draws them at build and dev-server time, here into a temp dir.
const ROOT = path.resolve(__dirname, '../../..');
const LOOKS_LIKE_AN_IMAGE = /^\/images\/|\.(png|jpe?g|gif|webp|svg|avif)$/i;

function imagePathsIn(values: unknown[]): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (LOOKS_LIKE_AN_IMAGE.test(value)) found.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      // An attachment's file name ("beach.png") names a file, not an address to serve it at.
      for (const [key, inner] of Object.entries(value)) if (key !== 'fileName') walk(inner);
    }
  };
  values.forEach(walk);
  return [...found].sort();
}

/** Every file under dir, as the URL path the host serves it at. */
function servedFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? servedFiles(path.join(dir, entry.name), `${prefix}/${entry.name}`)
      : [`${prefix}/${entry.name}`],
  );
}

let out: string;
let urls: string[];

beforeAll(async () => {
  // The built db and what the data modules export beside it (the profile, the help center, ...): the
  // kernel's, and each area's (remotes/<area>/api/data).
  const remotes = path.join(ROOT, 'remotes');
  const dirs = [
    __dirname,
    ...readdirSync(remotes)
      .sort()
      .map((area) => path.join(remotes, area, 'api/data'))
      .filter((dir) => existsSync(dir)),
  ];
  const modules: unknown[] = [];
  for (const dir of dirs)
    for (const file of readdirSync(dir).sort()) {
      if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
        modules.push(await import(path.join(dir, file)));
      }
    }
  urls = imagePathsIn([db, ...modules]);
  out = mkdtempSync(path.join(os.tmpdir(), 'atrium-sample-images-'));
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/sample-images.mjs'), '--out', out], {
    stdio: 'pipe',
  });
});

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the sample data’s pictures', () => {
  it('are SVG files under /images/ (served as images, whatever the server)', () => {
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.filter((url) => !/^\/images\/[a-z0-9./-]+\.svg$/.test(url))).toEqual([]);
  });

  it('all exist in what the generator writes, and nothing else does', () => {
    const missing = urls.filter((url) => !existsSync(path.join(out, url)));
    expect(missing).toEqual([]);
    expect(servedFiles(out).sort()).toEqual(urls);
    const notSvg = urls.filter(
      (url) => !readFileSync(path.join(out, url), 'utf8').trimStart().startsWith('<svg'),
    );
    expect(notSvg).toEqual([]);
  });

  it('give each person a face of their own, on backgrounds of several colours', () => {
    const people = db.users.filter((u) => u.avatar);
    expect(new Set(people.map((u) => u.avatar)).size).toBe(people.length);
    const faces = people.map((u) => readFileSync(path.join(out, u.avatar), 'utf8'));
    expect(new Set(faces).size).toBe(faces.length);
    const backgrounds = new Set(faces.map((face) => /<rect fill="(#[0-9a-f]{6})"/i.exec(face)?.[1]));
    expect(backgrounds.size).toBeGreaterThanOrEqual(4);
  });

  it('show the same face for the same person in every area', () => {
    const admin = db.users.find((a) => a.email === 'admin@demo.com');
    // The admin's sample mailbox signs their messages with their face.
    expect(db.emails.find((e) => e.folder === 'sent')?.from.avatar).toBe(admin?.avatar);
  });

  it('have a flag for every customer country', () => {
    for (const customer of db.customers) {
      expect(readFileSync(path.join(out, customer.countryFlag), 'utf8')).toContain(
        `id="flag-icons-${customer.countryCode}"`,
      );
    }
  });
});
