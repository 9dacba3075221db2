// The folders of the areas' API modules (remotes/<area>/api), found on disk: an area that adds one has
// its tests run by the mock's jest project and the server's contract project without editing either.
const fs = require('node:fs');
const path = require('node:path');

const remotes = path.resolve(__dirname, '../remotes');

function areaApiRoots() {
  return fs
    .readdirSync(remotes, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && fs.existsSync(path.join(remotes, entry.name, 'api', 'index.ts')),
    )
    .map((entry) => path.join(remotes, entry.name, 'api'))
    .sort();
}

module.exports = { areaApiRoots };
