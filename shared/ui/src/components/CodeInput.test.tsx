import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { CodeInput } from './CodeInput';

function Harness({ onComplete }: { onComplete?: (code: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <CodeInput label="Security code" value={value} onChange={setValue} onComplete={onComplete} />
      <output>{value}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

describe('CodeInput', () => {
  it('is one labelled group of six named boxes', () => {
    renderWithTheme(<Harness />);
    expect(screen.getByRole('group', { name: 'Security code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(1)).toHaveAttribute('inputmode', 'numeric');
  });

  it('typing a digit moves to the next box; letters are ignored', async () => {
    const onComplete = jest.fn();
    const { user } = renderWithTheme(<Harness onComplete={onComplete} />);
    await user.click(box(1));
    await user.keyboard('1a2');
    expect(box(1)).toHaveValue('1');
    expect(box(2)).toHaveValue('2');
    expect(box(3)).toHaveFocus();
    await user.keyboard('3456');
    expect(screen.getByRole('status')).toHaveTextContent('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('pasting a code fills every box, wherever it is pasted', async () => {
    const onComplete = jest.fn();
    const { user } = renderWithTheme(<Harness onComplete={onComplete} />);
    await user.click(box(4));
    await user.paste('98 76 54');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe('987654');
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it('Backspace clears and goes back; the arrows move between boxes', async () => {
    const { user } = renderWithTheme(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(box(3)).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(/^12$/);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{End}');
    expect(box(6)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(box(1)).toHaveFocus();
  });

  it('says an error under the boxes and marks them invalid', () => {
    renderWithTheme(<CodeInput label="Code" value="" onChange={() => {}} error="Wrong code" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong code');
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Code' })).toHaveAccessibleDescription('Wrong code');
  });
});
