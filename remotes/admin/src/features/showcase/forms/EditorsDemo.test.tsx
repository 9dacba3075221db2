import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderPage, setupI18n } from '../../../testing/kit';
import { loadShowcasePage } from '../showcasePages';

beforeAll(() => {
  setupI18n();
  // jsdom lays nothing out; ProseMirror measures the selection to scroll it into view after a command.
  const measured = {
    getClientRects: () => Object.assign([], { item: () => null }) as unknown as DOMRectList,
    getBoundingClientRect: () => new DOMRect(0, 0, 0, 0),
  };
  Object.assign(Range.prototype, measured);
  Object.assign(Text.prototype, measured);
  document.elementFromPoint = () => null;
});

async function renderDemo() {
  const { default: Page } = await loadShowcasePage('forms', 'editors');
  renderPage(<Page />, { url: '/forms/editors' });
  return screen.findByRole('textbox', { name: 'Article' });
}

/** No computed-style walk up the page before each click (pointer events are not what these test). */
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

test('a format in the editor shows in the sanitised HTML and its preview', async () => {
  const user = setupUser();
  await renderDemo();
  const html = screen.getByTestId('editors-html');
  expect(html).toHaveTextContent('<h2>Release notes</h2>');
  // The article's toolbar is the first of the page's two editors'.
  const [toolbar] = screen.getAllByRole('toolbar');
  await user.click(within(toolbar).getByRole('button', { name: 'Centre' }));
  await waitFor(() => expect(html).toHaveTextContent('<h2 data-text-align="center">Release notes</h2>'));
  const preview = screen.getByRole('region', { name: 'Preview (sanitised)' });
  expect(preview.querySelector('h2')).toHaveAttribute('data-text-align', 'center');
});

test('the plain text editor shows its text as text, not markup', async () => {
  const user = setupUser();
  await renderDemo();
  const note = screen.getByRole('textbox', { name: 'Note' });
  await user.clear(note);
  // Pasted: each typed key would fit the growing field to its text again, and typing is not the point.
  await user.paste('<b>not bold</b>');
  const output = screen.getByRole('region', { name: 'Text produced' });
  expect(output).toHaveTextContent('<b>not bold</b>');
  expect(output.querySelector('b')).toBeNull();
});
