/**
 * Readies the compose editor for jsdom: ProseMirror measures the selection to scroll it into view
 * after an edit (jsdom lays nothing out), and the editor's module is loaded once here, so the first
 * test that opens compose does not pay for it.
 */
export async function prepareEditor() {
  const measured = {
    getClientRects: () => Object.assign([], { item: () => null }) as unknown as DOMRectList,
    getBoundingClientRect: () => new DOMRect(0, 0, 0, 0),
  };
  Object.assign(Range.prototype, measured);
  Object.assign(Text.prototype, measured);
  document.elementFromPoint = () => null;
  await import('@atrium/ui/editor');
}
