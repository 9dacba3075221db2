import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { PAGE_SIZE_OPTIONS, TablePagination } from './TablePagination';

function setup(props: Partial<Parameters<typeof TablePagination>[0]> = {}) {
  const onPageChange = jest.fn();
  const onItemsPerPageChange = jest.fn();
  const utils = renderWithTheme(
    <TablePagination
      page={3}
      itemsPerPage={10}
      total={95}
      onPageChange={onPageChange}
      onItemsPerPageChange={onItemsPerPageChange}
      {...props}
    />,
  );
  return { ...utils, onPageChange, onItemsPerPageChange };
}

describe('TablePagination', () => {
  it('offers the page sizes 5, 10, 20, 25, 50 and 100', async () => {
    const { user, onItemsPerPageChange } = setup();
    expect(PAGE_SIZE_OPTIONS).toEqual([5, 10, 20, 25, 50, 100]);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '5',
      '10',
      '20',
      '25',
      '50',
      '100',
    ]);
    expect(select).toHaveDisplayValue('10');
    await user.selectOptions(select, '25');
    expect(onItemsPerPageChange).toHaveBeenCalledWith(25);
  });

  it('shows the range of rows on the page', () => {
    setup();
    expect(screen.getByText('21-30 of 95')).toBeInTheDocument();
  });

  it('goes to the first, previous, next and last pages', async () => {
    const { user, onPageChange } = setup();
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange.mock.calls.map(([p]) => p)).toEqual([1, 2, 4, 10]);
  });

  it('disables first/previous on the first page and next/last on the last', () => {
    const { rerender } = setup({ page: 1 });
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(
      <TablePagination
        page={10}
        itemsPerPage={10}
        total={95}
        onPageChange={() => {}}
        onItemsPerPageChange={() => {}}
      />,
    );
    expect(screen.getByText('91-95 of 95')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First page' })).toBeEnabled();
  });

  it('shows 0-0 of 0 when empty', () => {
    setup({ page: 1, total: 0 });
    expect(screen.getByText('0-0 of 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
  });
});
