import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { CheckboxMatrix, type MatrixValue } from './CheckboxMatrix';

type Subject = 'Invoice' | 'User';
type Action = 'read' | 'manage';
const ROWS = [
  { id: 'Invoice', label: 'Invoice' },
  { id: 'User', label: 'User' },
] as const;
const COLUMNS = [
  { id: 'read', label: 'Read' },
  { id: 'manage', label: 'Manage' },
] as const;

function Permissions({
  initial,
  selectAll,
  onChange,
}: {
  initial: MatrixValue<Subject, Action>;
  selectAll?: boolean;
  onChange?: (v: MatrixValue<Subject, Action>) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <CheckboxMatrix
      label="Permissions"
      rowHeader="Subject"
      rows={ROWS}
      columns={COLUMNS}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
      selectAll={selectAll}
    />
  );
}

const NONE = { Invoice: { read: false, manage: false }, User: { read: false, manage: false } };

describe('CheckboxMatrix', () => {
  it('is a named table with row and column headers and a box named after both', () => {
    renderWithTheme(<Permissions initial={{ ...NONE, Invoice: { read: true, manage: false } }} />);
    const table = screen.getByRole('table', { name: 'Permissions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Subject', 'Read', 'Manage']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Invoice', 'User']);
    expect(screen.getByRole('checkbox', { name: 'Read Invoice' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Manage User' })).not.toBeChecked();
  });

  it('toggles one box with a click or the space bar', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Permissions initial={NONE} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Manage User' }));
    expect(screen.getByRole('checkbox', { name: 'Manage User' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith({ ...NONE, User: { read: false, manage: true } });
    screen.getByRole('checkbox', { name: 'Read Invoice' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Read Invoice' })).toBeChecked();
  });

  it('selects a row and everything, showing the mixed state in between', async () => {
    const { user } = renderWithTheme(
      <Permissions initial={{ ...NONE, Invoice: { read: true, manage: false } }} selectAll />,
    );
    const all = screen.getByRole('checkbox', { name: 'Select all' });
    const invoiceRow = screen.getByRole('checkbox', { name: 'Select all: Invoice' });
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    expect(invoiceRow).toHaveAttribute('aria-checked', 'mixed');
    expect(screen.getByRole('checkbox', { name: 'Select all: User' })).not.toBeChecked();

    await user.click(invoiceRow);
    expect(invoiceRow).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Manage Invoice' })).toBeChecked();
    expect(all).toHaveAttribute('aria-checked', 'mixed');

    await user.click(all);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeChecked();
    await user.click(all);
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
  });

  it('moves between boxes with the arrow keys, mirrored right to left', async () => {
    const { user, setThemeSettings } = renderWithTheme(<Permissions initial={NONE} />);
    screen.getByRole('checkbox', { name: 'Read Invoice' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('checkbox', { name: 'Manage Invoice' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'Manage User' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'Manage User' })).toHaveFocus();

    setThemeSettings({ isRTL: true });
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('checkbox', { name: 'Manage User' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('checkbox', { name: 'Read User' })).toHaveFocus();
  });
});
