import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Slider } from './Slider';

describe('Slider', () => {
  it('is a named slider moved by arrows, Page keys, Home and End, saying its value in words', async () => {
    const onValueChange = jest.fn();
    const { user } = renderWithTheme(
      <Slider
        label="Volume"
        defaultValue={[40]}
        step={5}
        formatValue={(v) => `${v} percent`}
        onValueChange={onValueChange}
      />,
    );
    const thumb = screen.getByRole('slider', { name: 'Volume' });
    expect(thumb).toHaveAttribute('aria-valuenow', '40');
    expect(thumb).toHaveAttribute('aria-valuetext', '40 percent');
    thumb.focus();
    await user.keyboard('{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '45');
    await user.keyboard('{PageUp}');
    expect(thumb).toHaveAttribute('aria-valuenow', '95');
    await user.keyboard('{Home}');
    expect(thumb).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{End}');
    expect(thumb).toHaveAttribute('aria-valuetext', '100 percent');
    expect(onValueChange).toHaveBeenLastCalledWith([100]);
  });

  it('gives a range two thumbs with their own names, which do not cross', async () => {
    const { user } = renderWithTheme(
      <Slider
        label="Price"
        defaultValue={[20, 30]}
        step={10}
        thumbLabels={['Minimum price', 'Maximum price']}
      />,
    );
    const low = screen.getByRole('slider', { name: 'Minimum price' });
    const high = screen.getByRole('slider', { name: 'Maximum price' });
    high.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(Number(low.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(
      Number(high.getAttribute('aria-valuenow')),
    );
  });

  it('runs right to left in Arabic: the left arrow raises the value', async () => {
    const { user } = renderWithTheme(<Slider label="Volume" defaultValue={[50]} dir="rtl" />);
    const thumb = screen.getByRole('slider', { name: 'Volume' });
    thumb.focus();
    await user.keyboard('{ArrowLeft}');
    expect(thumb).toHaveAttribute('aria-valuenow', '51');
  });

  it('is described by its helper text, and a disabled slider does not move', async () => {
    const { user } = renderWithTheme(
      <Slider label="Volume" helperText="Applies to alerts" defaultValue={[10]} disabled />,
    );
    const thumb = screen.getByRole('slider', { name: 'Volume' });
    expect(thumb).toHaveAccessibleDescription('Applies to alerts');
    thumb.focus();
    await user.keyboard('{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '10');
  });
});
