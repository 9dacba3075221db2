import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Pagination, paginationItems } from './Pagination';

function Harness({
  count = 10,
  initial = 1,
  onChange,
}: {
  count?: number;
  initial?: number;
  onChange?: (p: number) => void;
}) {
  const [page, setPage] = useState(initial);
  return (
    <Pagination
      count={count}
      page={page}
      onChange={(p) => {
        setPage(p);
        onChange?.(p);
      }}
    />
  );
}

const current = () => screen.getByRole('button', { current: 'page' });

describe('paginationItems', () => {
  it('keeps the ends and the neighbours, with ellipses for the gaps', () => {
    expect(paginationItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(paginationItems(5, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
    expect(paginationItems(1, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('is a navigation landmark marking the current page', () => {
    renderWithTheme(<Harness initial={5} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(current()).toHaveTextContent('5');
    expect(current()).toHaveAccessibleName('Page 5');
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent || b.getAttribute('aria-label')),
    ).toEqual(['First page', 'Previous page', '1', '4', '5', '6', '10', 'Next page', 'Last page']);
  });

  it('goes to a clicked page, the next, the previous, the last and the first', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(current()).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(current()).toHaveTextContent('4');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(current()).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(current()).toHaveTextContent('10');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(current()).toHaveTextContent('1');
    expect(onChange.mock.calls.map(([p]) => p)).toEqual([3, 4, 3, 10, 1]);
  });

  it('does not report a click on the current page and works from the keyboard', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness count={3} onChange={onChange} />);
    await user.click(current());
    expect(onChange).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Page 2' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
