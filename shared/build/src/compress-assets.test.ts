import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MIN_BYTES, isCompressible, precompressFiles } from './compress-assets.cjs';

const TEXT = 'export const greeting = "hello from a chunk of the build";\n'.repeat(60);

describe('precompressFiles', () => {
  let dir: string;
  const write = (name: string, content: string | Buffer) => writeFileSync(path.join(dir, name), content);
  const has = (name: string) => existsSync(path.join(dir, name));

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'atrium-compress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decompress to the file', async () => {
    write('main.0123abcd.js', TEXT);
    const totals = await precompressFiles(dir, ['main.0123abcd.js']);
    const original = readFileSync(path.join(dir, 'main.0123abcd.js'));
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'main.0123abcd.js.br')))).toEqual(original);
    expect(gunzipSync(readFileSync(path.join(dir, 'main.0123abcd.js.gz')))).toEqual(original);
    expect(totals).toEqual({
      files: 1,
      bytes: original.length,
      br: readFileSync(path.join(dir, 'main.0123abcd.js.br')).length,
      gz: readFileSync(path.join(dir, 'main.0123abcd.js.gz')).length,
    });
    expect(totals.br).toBeLessThan(totals.gz);
  });

  it.each([
    'a.js',
    'a.mjs',
    'a.css',
    'index.html',
    'mf-manifest.json',
    'area-meta.fr.json',
    'logo.svg',
    'a.txt',
  ])('compresses %s', (name) => expect(isCompressible(name)).toBe(true));

  it.each(['a.js.map', 'remotes.json', 'sub/remotes.json', 'photo.png', 'font.woff2', 'a.js.gz', 'a.js.br'])(
    'leaves %s alone',
    (name) => expect(isCompressible(name)).toBe(false),
  );

  it('leaves small files, files that do not shrink, maps and the registry alone', async () => {
    write('small.js', 'x'.repeat(MIN_BYTES - 1));
    write('random.js', randomBytes(4096));
    write('main.js.map', TEXT);
    write('remotes.json', JSON.stringify({ remotes: [], pad: TEXT }));
    const totals = await precompressFiles(dir, ['small.js', 'random.js', 'main.js.map', 'remotes.json']);
    expect(totals.files).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['main.js.map', 'random.js', 'remotes.json', 'small.js']);
  });

  it('removes the copies of a file that no longer needs them', async () => {
    write('area-meta.en.json', JSON.stringify({ pad: TEXT }));
    await precompressFiles(dir, ['area-meta.en.json']);
    expect(has('area-meta.en.json.gz')).toBe(true);
    write('area-meta.en.json', '{}');
    await precompressFiles(dir, ['area-meta.en.json']);
    expect(has('area-meta.en.json.gz')).toBe(false);
    expect(has('area-meta.en.json.br')).toBe(false);
  });
});

// Rspack is ESM-only, which jest's module system does not load: the compilation runs in a node process.
const COMPILE = `
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
const { PrecompressAssetsPlugin } = createRequire(import.meta.url)(process.argv[1]);
const [context, output] = process.argv.slice(2);
const compiler = rspack({
  mode: 'production',
  context,
  entry: { main: './entry.js' },
  devtool: 'hidden-source-map',
  output: { path: output, filename: '[name].[contenthash:8].js' },
  plugins: [new PrecompressAssetsPlugin()],
});
compiler.run((error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exitCode = 1;
  }
  compiler.close(() => {});
});
`;

describe('PrecompressAssetsPlugin', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'atrium-compress-build-'));
    writeFileSync(path.join(dir, 'entry.js'), `console.log(${JSON.stringify(TEXT)});`);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('compresses what a compilation emitted, beside it', () => {
    const output = path.join(dir, 'dist');
    execFileSync(
      process.execPath,
      ['--input-type=module', '-e', COMPILE, require.resolve('./compress-assets.cjs'), dir, output],
      { cwd: __dirname, stdio: 'pipe' },
    );
    const files = readdirSync(output);
    const main = files.find((f) => /^main\.[0-9a-f]{8}\.js$/.test(f));
    expect(main).toBeDefined();
    expect(files).toEqual(expect.arrayContaining([`${main}.br`, `${main}.gz`, `${main}.map`]));
    expect(files).not.toContain(`${main}.map.gz`);
    expect(gunzipSync(readFileSync(path.join(output, `${main}.gz`)))).toEqual(
      readFileSync(path.join(output, main as string)),
    );
  });
});
