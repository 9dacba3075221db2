import { screen, within } from '@testing-library/react';
import type { ColumnDef } from '@tanstack/react-table';
import { renderWithTheme } from '../test/renderWithTheme';
import { DataTable, type DataTableProps, type DataTableState } from './DataTable';

interface User {
  id: string;
  name: string;
  role: string;
}

const users: User[] = [
  { id: 'u1', name: 'Ada Lovelace', role: 'Admin' },
  { id: 'u2', name: 'Alan Turing', role: 'Editor' },
];

const columns: ColumnDef<User, unknown>[] = [
  {
    id: 'name',
    header: 'Name',
    accessorKey: 'name',
    meta: { sortKey: 'name' },
  },
  { id: 'role', header: 'Role', accessorKey: 'role' },
];

function setup(props: Partial<DataTableProps<User>> = {}) {
  const handlers = {
    onPageChange: jest.fn(),
    onItemsPerPageChange: jest.fn(),
    onSortChange: jest.fn(),
    onSelectionChange: jest.fn(),
  };
  const all: DataTableProps<User> = {
    label: 'Users',
    columns,
    data: users,
    total: 2,
    page: 1,
    itemsPerPage: 10,
    getRowId: (u) => u.id,
    ...handlers,
    ...props,
  };
  const utils = renderWithTheme(<DataTable {...all} />);
  return {
    ...utils,
    ...handlers,
    rerenderWith: (next: Partial<DataTableProps<User>>) => utils.rerender(<DataTable {...all} {...next} />),
  };
}

describe('DataTable', () => {
  it('renders a named table with a header and one row per item', () => {
    setup();
    const table = screen.getByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Role']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Editor')).toBeInTheDocument();
    expect(screen.getByText('1-2 of 2')).toBeInTheDocument();
  });

  it('asks to sort when a sortable header is clicked: ascending, descending, then off', async () => {
    const { user, onSortChange, rerenderWith } = setup();
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(
      within(screen.getByRole('columnheader', { name: 'Role' })).queryByRole('button'),
    ).not.toBeInTheDocument();

    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith('name', 'asc');

    rerenderWith({ sortBy: 'name', orderBy: 'asc' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith('name', 'desc');

    rerenderWith({ sortBy: 'name', orderBy: 'desc' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith(undefined, undefined);
  });

  it('sorts from the keyboard, and shows a sort from the URL on the column that has its key', async () => {
    const { user, onSortChange } = setup({
      columns: [{ accessorKey: 'name', header: 'Name', meta: { sortKey: 'fullName' } }, columns[1]],
      sortBy: 'fullName',
      orderBy: 'desc',
    });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith(undefined, undefined);
  });

  it('takes its whole state in one prop', async () => {
    const onPageChange = jest.fn();
    const state: DataTableState<User> = {
      data: users,
      total: 30,
      page: 2,
      itemsPerPage: 10,
      onPageChange,
      onItemsPerPageChange: jest.fn(),
      sortBy: 'name',
      orderBy: 'asc',
      getRowId: (u) => u.id,
    };
    const { user } = renderWithTheme(<DataTable label="Users" columns={columns} state={state} />);
    expect(screen.getByText('11-20 of 30')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('shows the empty state when there is no data', () => {
    setup({ data: [], total: 0, emptyText: 'No users match' });
    expect(screen.getByText('No users match')).toBeInTheDocument();
    expect(screen.getByText('0-0 of 0')).toBeInTheDocument();
  });

  it('shows an error with a working retry', async () => {
    const onRetry = jest.fn();
    const { user } = setup({ data: [], error: 'Could not load users', onRetry });
    expect(screen.getByText('Could not load users')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('selects rows and all rows with checkboxes', async () => {
    const { user, onSelectionChange, rerenderWith } = setup({ selectable: true, selectedIds: [] });
    const rowBoxes = screen.getAllByRole('checkbox', { name: 'Select row' });
    await user.click(rowBoxes[1]);
    expect(onSelectionChange).toHaveBeenLastCalledWith(['u2']);
    rerenderWith({ selectable: true, selectedIds: ['u2'] });
    expect(screen.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect([...onSelectionChange.mock.lastCall![0]].sort()).toEqual(['u1', 'u2']);
  });

  it('draws a row again when its item, the columns or the selection change, not when only loading', () => {
    const { rerenderWith } = setup({ selectable: true, selectedIds: [] });
    const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
    // The next page loading: the rows stay as they are, under a busy table.
    rerenderWith({ selectable: true, selectedIds: [], loading: true, sortBy: 'name', orderBy: 'desc' });
    expect(screen.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(within(rowOf('Alan Turing')).getByText('Editor')).toBeInTheDocument();

    // The same item, changed (same id): its row shows the change.
    const promoted = [users[0], { ...users[1], role: 'Admin' }];
    rerenderWith({ data: promoted, selectable: true, selectedIds: [] });
    expect(within(rowOf('Alan Turing')).getByText('Admin')).toBeInTheDocument();

    // Other columns: every row draws them.
    const withId: ColumnDef<User, unknown>[] = [
      ...columns,
      { id: 'id', header: 'Id', cell: ({ row }) => `#${row.original.id}` },
    ];
    rerenderWith({ data: promoted, columns: withId, selectable: true, selectedIds: [] });
    expect(within(rowOf('Ada Lovelace')).getByText('#u1')).toBeInTheDocument();

    // A selection made elsewhere (select all, a reset): the rows follow it.
    rerenderWith({ data: promoted, columns: withId, selectable: true, selectedIds: ['u1'] });
    expect(rowOf('Ada Lovelace')).toHaveAttribute('aria-selected', 'true');
    expect(within(rowOf('Ada Lovelace')).getByRole('checkbox', { name: 'Select row' })).toBeChecked();
    rerenderWith({ data: promoted, columns: withId, selectable: true, selectedIds: [] });
    expect(within(rowOf('Ada Lovelace')).getByRole('checkbox', { name: 'Select row' })).not.toBeChecked();
  });

  it('pages through the pagination bar', async () => {
    const { user, onPageChange } = setup({ total: 30 });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
