import fs from 'node:fs';
import path from 'node:path';
import { buildAreaVersions } from './areaVersions';

// The static registry is the host's fallback when the API cannot be reached: it must name the same
// builds and prefixes as the API's first versions, or the app would change shape with the API's health.
it('seeds the versions host/public/remotes.json names', () => {
  const file = path.resolve(__dirname, '../../../host/public/remotes.json');
  const { remotes } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    remotes: { name: string; manifest: string; routes: string[] }[];
  };
  expect(buildAreaVersions().map(({ area, manifest, routes }) => ({ name: area, manifest, routes }))).toEqual(
    remotes,
  );
});
