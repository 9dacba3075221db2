// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as Rspack loads it
const loader = require('./area-chunk-names-loader.cjs') as (this: unknown, source: string) => string;

const run = (source: string, area = 'chat') => loader.call({ getOptions: () => ({ area }) }, source);

test("prefixes an area's chunk names with its name, whatever the quotes and spacing", () => {
  expect(run(`import(/* webpackChunkName: "i18n-en" */ './i18n/en.json')`)).toBe(
    `import(/* webpackChunkName: "chat-i18n-en" */ './i18n/en.json')`,
  );
  expect(run(`import(/*webpackChunkName:'page'*/ './Page')`)).toBe(
    `import(/*webpackChunkName:'chat-page'*/ './Page')`,
  );
});

test("keeps a name that already starts with the area's name, and the rest of the source", () => {
  const source = `import(/* webpackChunkName: "chat-page" */ './ChatPage'); const a = "webpackChunkName";`;
  expect(run(source)).toBe(source);
});
