import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@atrium/ui';
import { renderPage, setupI18n } from '../../../testing/kit';
import { loadShowcasePage } from '../showcasePages';
import { loadIconSet } from './icons/iconSet';

beforeAll(() => setupI18n());
// The set is thousands of modules: fetched once for the suite, before any test's clock starts.
beforeAll(() => loadIconSet());

// jsdom lays nothing out: every element is 0×0, and a virtual grid of no height draws no row. Give
// elements the size of a window's grid, as a browser would.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 960 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 576 });
});
// jsdom's own sizes (0) are Element's: removing ours brings them back.
afterAll(() =>
  ['clientWidth', 'clientHeight'].forEach((key) => Reflect.deleteProperty(HTMLElement.prototype, key)),
);

let success: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  success = jest.spyOn(toast, 'success').mockImplementation(() => 1);
});
afterEach(() => {
  success.mockRestore();
  jest.useRealTimers();
});

async function renderIcons() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { default: Page } = await loadShowcasePage('pages', 'icons');
  renderPage(<Page />, { url: '/pages/icons' });
  // The whole set arrives in its own chunk; the count says it is there.
  await screen.findByText(/^[\d,]+ icons$/, undefined, { timeout: 4000 });
  return user;
}

/** Types into the search box, then lets the debounce run out. */
async function search(user: ReturnType<typeof userEvent.setup>, text: string) {
  const box = screen.getByRole('searchbox', { name: 'Search the icons' });
  await user.clear(box);
  // Pasted: one input event, rather than a render per key.
  await user.paste(text);
  await act(() => jest.advanceTimersByTimeAsync(300));
}

const shown = () =>
  within(screen.getByRole('group', { name: 'Icons' }))
    .getAllByRole('button')
    .map((cell) => cell.getAttribute('title'));

test('the search keeps the icons whose name holds every word typed', async () => {
  const user = await renderIcons();
  const all = screen.getByText(/^[\d,]+ icons$/).textContent;
  // Typing does not filter at each key: only once it pauses.
  await user.click(screen.getByRole('searchbox', { name: 'Search the icons' }));
  await user.paste('down big');
  await act(() => jest.advanceTimersByTimeAsync(100));
  expect(screen.getByText(/^[\d,]+ icons$/)).toHaveTextContent(all ?? '');
  await search(user, 'down big arrow line');
  expect(shown()).toEqual([
    'IconArrowBigDownLine',
    'IconArrowBigDownLineFilled',
    'IconArrowBigDownLines',
    'IconArrowBigDownLinesFilled',
  ]);
  expect(screen.getByText('4 icons')).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Filled' }));
  expect(shown()).toEqual(['IconArrowBigDownLineFilled', 'IconArrowBigDownLinesFilled']);

  await search(user, 'nothing-like-this');
  expect(screen.getByText('No icon matches “nothing-like-this”')).toBeInTheDocument();
});

test('a click, or Enter, copies the import line and says so', async () => {
  const user = await renderIcons();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await search(user, 'brand github');
  await user.click(screen.getByRole('button', { name: 'Copy the import of IconBrandGithub' }));
  expect(writeText).toHaveBeenLastCalledWith("import { IconBrandGithub } from '@tabler/icons-react';");
  expect(success).toHaveBeenLastCalledWith('Copied: import IconBrandGithub from @tabler/icons-react');

  screen.getByRole('button', { name: 'Copy the import of IconBrandGithubCopilot' }).focus();
  await user.keyboard('{Enter}');
  expect(writeText).toHaveBeenLastCalledWith("import { IconBrandGithubCopilot } from '@tabler/icons-react';");
});

test('arrow keys move from icon to icon, a row down by a row of columns', async () => {
  const user = await renderIcons();
  await search(user, 'arrow big');
  const cells = within(screen.getByRole('group', { name: 'Icons' })).getAllByRole('button');
  cells[0].focus();
  await user.keyboard('{ArrowRight}');
  await act(() => jest.advanceTimersByTimeAsync(20));
  expect(cells[1]).toHaveFocus();
  // 960 px wide at 120 px a cell: eight columns.
  await user.keyboard('{ArrowDown}');
  await act(() => jest.advanceTimersByTimeAsync(20));
  expect(cells[9]).toHaveFocus();
  await user.keyboard('{Home}');
  await act(() => jest.advanceTimersByTimeAsync(20));
  expect(cells[0]).toHaveFocus();
});
