import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme, testI18n } from '../test/renderWithTheme';
import { DateRangeControl, type DateRangeValue } from './DateRangeControl';

const november: DateRangeValue = { preset: 'month', from: '2026-11-01', to: '2026-11-24' };

function Controlled({
  initial,
  onChange,
}: {
  initial: DateRangeValue;
  onChange: (v: DateRangeValue) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateRangeControl
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('DateRangeControl', () => {
  afterEach(async () => {
    await act(() => testI18n.changeLanguage('en'));
  });

  it('is a named group of toggle buttons, the current preset pressed', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(
      <DateRangeControl value={november} onChange={onChange} label="Analytics range" />,
    );
    const group = screen.getByRole('group', { name: 'Analytics range' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['This month', 'Last 30 days', 'This year', 'Custom']);
    expect(within(group).getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'This year' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(group).getByRole('button', { name: 'This year' }));
    expect(onChange).toHaveBeenCalledWith({ preset: 'year', from: '2026-11-01', to: '2026-11-24' });
    // The pressed preset does nothing.
    await user.click(within(group).getByRole('button', { name: 'This month' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
  });

  it('custom shows from/to fields starting at the current range, and reports only valid pairs', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Controlled initial={november} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    expect(onChange).toHaveBeenLastCalledWith({ preset: 'custom', from: '2026-11-01', to: '2026-11-24' });
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveValue('2026-11-01');
    expect(to).toHaveValue('2026-11-24');

    fireEvent.change(from, { target: { value: '2026-10-05' } });
    expect(onChange).toHaveBeenLastCalledWith({ preset: 'custom', from: '2026-10-05', to: '2026-11-24' });

    onChange.mockClear();
    fireEvent.change(to, { target: { value: '2026-09-01' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must be on or before the end date');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks Arabic', async () => {
    await testI18n.changeLanguage('ar');
    renderWithTheme(<DateRangeControl value={november} onChange={jest.fn()} />, {
      settings: { isRTL: true },
    });
    expect(screen.getByRole('group', { name: 'الفترة الزمنية' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'هذا الشهر' })).toHaveAttribute('aria-pressed', 'true');
  });
});
