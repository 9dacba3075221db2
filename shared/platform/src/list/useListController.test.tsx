import type { ReactNode } from 'react';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Toaster } from 'sonner';
import { addTranslations, i18n, initI18n } from '../i18n/i18n';
import { SEARCH_DEBOUNCE_MS, UNDO_WINDOW_MS } from './listTiming';
import { useListController, type ListControllerOptions, type ListParams } from './useListController';

interface Item {
  id: number;
  name: string;
  status: string;
}
interface Answer {
  items: Item[];
  total: number;
}
type Filter = 'status';

// A server of 25 items: it searches, filters and pages; every request is recorded.
let server: Item[] = [];
const requests: ListParams<Filter>[] = [];
let failNext = false;
function answer(params: ListParams<Filter>): Answer {
  requests.push(params);
  if (failNext) {
    failNext = false;
    throw new Error('The server is down');
  }
  const found = server.filter(
    (i) => (!params.q || i.name.includes(params.q)) && (!params.status || i.status === params.status),
  );
  const rows = params.itemsPerPage === -1 ? found : found.slice((params.page - 1) * params.itemsPerPage);
  return {
    items: rows.slice(0, params.itemsPerPage === -1 ? undefined : params.itemsPerPage),
    total: found.length,
  };
}

const remove = jest.fn(async (item: Item) => {
  server = server.filter((i) => i.id !== item.id);
});

let location = '';
function LocationProbe() {
  const l = useLocation();
  location = l.search;
  return null;
}

function setup(
  url = '/items',
  overrides: Partial<ListControllerOptions<Answer, Item, Filter>> = {},
  { staleTime = 0 }: { staleTime?: number } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          {children}
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
  return renderHook(
    () =>
      useListController({
        filters: ['status'],
        query: (params) => ({
          queryKey: ['items', params],
          queryFn: async () => answer(params),
        }),
        select: (data) => ({ rows: data.items, total: data.total }),
        getRowId: (item) => item.id,
        remove,
        invalidates: ['items'],
        csv: {
          filename: 'items.csv',
          columns: [
            { header: 'Name', value: (i) => i.name },
            { header: 'Status', value: (i) => i.status },
          ],
        },
        ...overrides,
      }),
    { wrapper },
  );
}

const names = (rows: Item[]) => rows.map((r) => r.name);

// jsdom has no pointer capture; the toasts call it.
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};

describe('useListController', () => {
  beforeAll(async () => {
    await initI18n();
    addTranslations('ui', {
      en: {
        undo: 'Undo',
        deletedCount_one: '{{count}} item deleted',
        deletedCount_other: '{{count}} items deleted',
        deleteFailed: 'Could not delete',
      },
    });
  });

  beforeEach(() => {
    server = Array.from({ length: 25 }, (_, i) => ({
      id: i + 1,
      name: `item ${i + 1}`,
      status: i % 2 ? 'Paid' : 'Draft',
    }));
    requests.length = 0;
    failNext = false;
    remove.mockClear();
  });

  afterEach(() => jest.useRealTimers());

  it('asks the API with the URL state and its named filters only, and writes changes back', async () => {
    const { result } = setup('/items?q=item&status=Paid&page=2&sortBy=name&orderBy=desc&vehicle=3');
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(requests[0]).toEqual({
      q: 'item',
      status: 'Paid',
      page: 2,
      itemsPerPage: 10,
      sortBy: 'name',
      orderBy: 'desc',
    });
    expect(result.current.total).toBe(12);
    expect(result.current.pageCount).toBe(2);
    expect(result.current.table).toMatchObject({ page: 2, sortBy: 'name', orderBy: 'desc', total: 12 });

    act(() => result.current.table.onSortChange('name', 'asc'));
    expect(location).toBe('?q=item&status=Paid&sortBy=name&orderBy=asc&vehicle=3');
    act(() => result.current.setPage(2));
    act(() => result.current.setFilters({ status: 'Draft' }));
    expect(location).toBe('?q=item&status=Draft&sortBy=name&orderBy=asc&vehicle=3');
  });

  it('asks for the next rows as they are chosen, before the page re-renders, and only once', async () => {
    const { result } = setup('/items');
    await waitFor(() => expect(result.current.loading).toBe(false));
    requests.length = 0;
    act(() => {
      result.current.table.onSortChange('name', 'desc');
      // Still inside the event: React has not re-rendered with the new URL yet.
      expect(location).toBe('');
      expect(requests).toEqual([{ page: 1, itemsPerPage: 10, sortBy: 'name', orderBy: 'desc' }]);
    });
    await waitFor(() => expect(result.current.table.sortBy).toBe('name'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.rows).toHaveLength(10);
    expect(requests).toHaveLength(1);
  });

  describe('the next page, fetched ahead', () => {
    // As the app's query client keeps answers: the page fetched ahead is still fresh when shown.
    const APP_FRESHNESS = { staleTime: 30_000 };
    // The browser's idle callbacks, run when the test says the browser is idle.
    const idle = new Map<number, IdleRequestCallback>();
    let handles = 0;
    const browserIsIdle = () =>
      act(async () => {
        const due = [...idle.values()];
        idle.clear();
        due.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
      });
    beforeEach(() => {
      idle.clear();
      window.requestIdleCallback = (callback) => {
        idle.set(++handles, callback);
        return handles;
      };
      window.cancelIdleCallback = (handle) => idle.delete(handle);
    });
    afterEach(() => {
      cleanup(); // unmounted while the idle callbacks are still there
      // jsdom has none: the other tests run as in a browser that cannot tell it is idle.
      delete (window as Partial<Window>).requestIdleCallback;
      delete (window as Partial<Window>).cancelIdleCallback;
    });

    it('is fetched once the page shown has its rows and the browser is idle, and then shows at once', async () => {
      const { result } = setup('/items', {}, APP_FRESHNESS);
      await waitFor(() => expect(result.current.loading).toBe(false));
      expect(requests).toEqual([{ page: 1, itemsPerPage: 10 }]);
      await browserIsIdle();
      await waitFor(() => expect(requests).toHaveLength(2));
      expect(requests[1]).toEqual({ page: 2, itemsPerPage: 10 });

      act(() => result.current.setPage(2));
      // Not loading, no placeholder: the rows of page 2 are there at once.
      expect(result.current.loading).toBe(false);
      expect(result.current.table.loading).toBe(false);
      expect(names(result.current.rows)[0]).toBe('item 11');
      expect(requests).toHaveLength(2);
    });

    it('is never more than the one next page, and nothing after the last page', async () => {
      const { result } = setup('/items', {}, APP_FRESHNESS);
      await waitFor(() => expect(result.current.loading).toBe(false));
      await browserIsIdle();
      await browserIsIdle();
      await waitFor(() => expect(requests).toHaveLength(2));
      expect(requests.map((r) => r.page)).toEqual([1, 2]);

      act(() => result.current.setPage(2));
      await browserIsIdle();
      await waitFor(() => expect(requests).toHaveLength(3));
      expect(requests[2]).toEqual({ page: 3, itemsPerPage: 10 });

      act(() => result.current.setPage(3)); // the last page: 21-25
      expect(names(result.current.rows)).toEqual(['item 21', 'item 22', 'item 23', 'item 24', 'item 25']);
      await browserIsIdle();
      expect(requests).toHaveLength(3);
    });

    it('follows the sort and filters shown, and waits for the rows of a new sort before fetching ahead', async () => {
      const { result } = setup('/items?status=Paid', {}, APP_FRESHNESS);
      await waitFor(() => expect(result.current.loading).toBe(false));
      act(() => result.current.table.onSortChange('name', 'desc'));
      expect(result.current.loading).toBe(true);
      // Chosen before the sorted rows came: nothing is fetched ahead for the rows being replaced.
      await browserIsIdle();
      await waitFor(() => expect(result.current.loading).toBe(false));
      await browserIsIdle();
      await waitFor(() => expect(requests).toHaveLength(3));
      expect(requests.map(({ page, sortBy }) => [page, sortBy])).toEqual([
        [1, undefined],
        [1, 'name'],
        [2, 'name'],
      ]);
      expect(requests[2]).toMatchObject({ status: 'Paid', orderBy: 'desc' });
    });

    it('is not fetched for a list the browser pages itself: the next page is the same answer', async () => {
      const { result } = setup('/items', {
        query: () => ({
          queryKey: ['items', 'all'],
          queryFn: async () => answer({ page: 1, itemsPerPage: -1 }),
        }),
        select: (data, params) => ({
          rows: data.items.slice((params.page - 1) * params.itemsPerPage, params.page * params.itemsPerPage),
          total: data.total,
        }),
      });
      await waitFor(() => expect(result.current.rows).toHaveLength(10));
      expect(idle.size).toBe(0);
      await browserIsIdle();
      expect(requests).toHaveLength(1);
    });
  });

  it('shows what is typed at once and sends the search after a pause, in one request', async () => {
    jest.useFakeTimers();
    const { result } = setup();
    await waitFor(() => expect(result.current.loading).toBe(false));
    const before = requests.length;
    for (const text of ['i', 'it', 'item 2']) act(() => result.current.search.onChange(text));
    expect(result.current.search.value).toBe('item 2');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(location).toBe('');
    expect(requests).toHaveLength(before);
    act(() => jest.advanceTimersByTime(1));
    expect(location).toBe('?q=item+2');
    await waitFor(() =>
      expect(names(result.current.rows)).toEqual([
        'item 2',
        'item 20',
        'item 21',
        'item 22',
        'item 23',
        'item 24',
        'item 25',
      ]),
    );
    expect(requests.slice(before)).toEqual([expect.objectContaining({ q: 'item 2' })]);
    expect(result.current.search.value).toBe('item 2');
  });

  it('is loading until the first answer, and while another page replaces the rows on screen', async () => {
    const { result } = setup();
    expect(result.current.loading).toBe(true);
    expect(result.current.rows).toEqual([]);
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.setPage(2));
    expect(result.current.loading).toBe(true);
    expect(names(result.current.rows)[0]).toBe('item 1'); // the previous page stays until the next arrives
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(names(result.current.rows)[0]).toBe('item 11');
  });

  it('reports an error, and retry loads again', async () => {
    failNext = true;
    const { result } = setup();
    await waitFor(() => expect(result.current.error).toBe('The server is down'));
    expect(result.current.table.error).toBe('The server is down');
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    expect(result.current.error).toBeNull();
  });

  it('keeps a selection on its page only', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    act(() => result.current.table.onSelectionChange(['1', '3']));
    expect(names(result.current.selectedRows)).toEqual(['item 1', 'item 3']);
    act(() => result.current.setPage(2));
    expect(result.current.selectedIds).toEqual([]);
    act(() => result.current.setPage(1));
    expect(result.current.selectedIds).toEqual([]);
  });

  it('deletes the selection after confirmation: hidden at once, Undo within the window restores it', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { result } = setup();
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    act(() => result.current.table.onSelectionChange(['1', '2']));
    act(() => result.current.askDelete(result.current.selectedRows));
    expect(result.current.deleteDialog.open).toBe(true);
    expect(names(result.current.confirming)).toEqual(['item 1', 'item 2']);
    await act(() => result.current.deleteDialog.onConfirm());

    expect(result.current.deleteDialog.open).toBe(false);
    expect(names(result.current.rows)).not.toContain('item 1');
    expect(result.current.total).toBe(23);
    expect(result.current.selectedIds).toEqual([]);
    expect(await screen.findByText('2 items deleted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(names(result.current.rows).slice(0, 2)).toEqual(['item 1', 'item 2']);
    act(() => jest.advanceTimersByTime(UNDO_WINDOW_MS + 100));
    expect(remove).not.toHaveBeenCalled();
    expect(server).toHaveLength(25);
  });

  it('sends the delete calls when the undo window ends, then shows the server list', async () => {
    jest.useFakeTimers();
    const { result } = setup();
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    act(() => result.current.askDelete(result.current.rows[0]));
    await act(() => result.current.deleteDialog.onConfirm());
    act(() => jest.advanceTimersByTime(UNDO_WINDOW_MS - 1));
    expect(screen.getByText('1 item deleted')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current.total).toBe(24));
    expect(names(result.current.rows)[0]).toBe('item 2');
  });

  it('shows an error and brings the rows back when a delete call fails', async () => {
    jest.useFakeTimers();
    const { result } = setup('/items', {
      remove: () => Promise.reject(new Error('nope')),
      messages: { deleteFailed: 'The item could not be deleted' },
    });
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    act(() => result.current.askDelete(result.current.rows[0]));
    await act(() => result.current.deleteDialog.onConfirm());
    expect(result.current.rows[0].name).toBe('item 2');
    await act(async () => jest.advanceTimersByTime(UNDO_WINDOW_MS));
    expect(await screen.findByText('The item could not be deleted')).toBeInTheDocument();
    await waitFor(() => expect(result.current.rows[0].name).toBe('item 1'));
    expect(result.current.total).toBe(25);
  });

  it('deletes at once in immediate mode, with the message of the page', async () => {
    const { result } = setup('/items', {
      deleteMode: 'immediate',
      messages: { deleted: ([item]) => `${item.name} was deleted` },
    });
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    act(() => result.current.askDelete(result.current.rows[0]));
    await act(() => result.current.deleteDialog.onConfirm());
    expect(remove).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('item 1 was deleted')).toBeInTheDocument();
    expect(result.current.total).toBe(24);
    expect(result.current.deleteDialog.open).toBe(false);
  });

  it('exports every row of the current search and filters as CSV', async () => {
    let saved: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved = blob;
      return 'blob:items';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { result } = setup('/items?status=Paid&page=2');
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    await act(() => result.current.exportCsv());
    expect(requests.at(-1)).toMatchObject({ status: 'Paid', page: 1, itemsPerPage: -1 });
    const text = (await saved!.text()).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Name,Status');
    expect(lines).toHaveLength(13);
    expect(lines.slice(1).every((line) => line.endsWith(',Paid'))).toBe(true);
    expect(result.current.exporting).toBe(false);
    click.mockRestore();
  });
});
