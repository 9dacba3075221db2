// Prefixes the chunk names an area's sources give (`webpackChunkName: "i18n-en"` in the chat area
// becomes `chat-i18n-en`) when several areas are built together (single-bundle-config.cjs): a chunk
// name is one chunk per build, and areas, each built alone, name theirs alike. A name that already
// starts with the area's name is kept.
const CHUNK_NAME = /(webpackChunkName:\s*)(["'])([^"']+)\2/g;

/** @this {{ getOptions(): { area: string } }} */
module.exports = function areaChunkNamesLoader(source) {
  const { area } = this.getOptions();
  return source.replace(CHUNK_NAME, (comment, key, quote, name) =>
    name.startsWith(`${area}-`) ? comment : `${key}${quote}${area}-${name}${quote}`,
  );
};
