import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishAreaVersionSchema } from '@atrium/contracts';
import { entryIntegrity, parsePublishArgs, publishBody } from '@atrium/build/publish-area';

const ENTRY = 'var invoice = {};';

describe('npm run publish:area', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'atrium-publish-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("hashes the build's entry file as the browser's SRI does, into a body the API accepts", () => {
    mkdirSync(path.join(dir, 'static'));
    writeFileSync(path.join(dir, 'static/remoteEntry.js'), ENTRY);
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static' } } }),
    );
    const integrity = entryIntegrity(dir);
    expect(integrity).toEqual({
      'static/remoteEntry.js': `sha384-${createHash('sha384').update(ENTRY).digest('base64')}`,
    });
    const body = publishBody({
      manifest: 'https://cdn.example.com/invoice/mf-manifest.json',
      integrity,
      roles: [],
    });
    expect(publishAreaVersionSchema.safeParse(body).success).toBe(true);
    const canary = publishBody({
      manifest: 'https://cdn.example.com/m.json',
      integrity,
      canary: 50,
      roles: ['editor'],
    });
    expect(canary.canary).toEqual({ percent: 50, roles: ['editor'] });
  });

  it('says what is missing when the area is not built, or its manifest names no entry', () => {
    expect(() => entryIntegrity(dir)).toThrow(/build the area first/);
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: {} }));
    expect(() => entryIntegrity(dir)).toThrow(/names no remote entry/);
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ metaData: { remoteEntry: { name: '../../etc/passwd', path: '' } } }),
    );
    expect(() => entryIntegrity(dir)).toThrow(/outside the build/);
  });

  it('reads its arguments', () => {
    expect(
      parsePublishArgs(['invoice', '--manifest', 'https://cdn.example.com/m.json', '--canary', '10']),
    ).toEqual({
      area: 'invoice',
      manifest: 'https://cdn.example.com/m.json',
      canary: 10,
      roles: [],
      dryRun: false,
    });
    // A new area names the prefixes it owns, which the API requires of it.
    const helpdesk = parsePublishArgs([
      'helpdesk',
      '--manifest',
      'https://cdn.example.com/m.json',
      '--routes',
      '/apps/helpdesk, /dashboards/helpdesk',
    ]);
    expect(
      publishBody({
        ...helpdesk,
        manifest: helpdesk.manifest!,
        integrity: { 'remoteEntry.js': `sha384-${'A'.repeat(64)}` },
      }),
    ).toMatchObject({
      routes: ['/apps/helpdesk', '/dashboards/helpdesk'],
    });
    expect(() => parsePublishArgs([])).toThrow(/Name the area/);
    expect(() => parsePublishArgs(['invoice', '--manifest'])).toThrow(/needs a value/);
    expect(() => parsePublishArgs(['invoice', '--force'])).toThrow(/Unknown option/);
  });
});
