import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { TYPE_SCALE, Typography } from './Typography';

describe('Typography', () => {
  it('sets a heading as the heading of its level, in its size and weight', () => {
    renderWithTheme(<Typography variant="h3">Orders</Typography>);
    const heading = screen.getByRole('heading', { level: 3, name: 'Orders' });
    const style = getComputedStyle(heading);
    expect(style.fontSize).toBe(`${TYPE_SCALE.h3.size}rem`);
    expect(style.fontWeight).toBe(String(TYPE_SCALE.h3.weight));
  });

  it('sets body text as a paragraph, and another element when asked', () => {
    renderWithTheme(
      <>
        <Typography>Plain text</Typography>
        <Typography variant="h2" as="p">
          Big, not a heading
        </Typography>
      </>,
    );
    expect(screen.getByText('Plain text').tagName).toBe('P');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('writes an overline in capitals, aligns in the reading direction and truncates', () => {
    renderWithTheme(
      <>
        <Typography variant="overline">Section</Typography>
        <Typography align="end" truncate>
          A long line
        </Typography>
        <Typography truncate={2}>Two lines at most</Typography>
      </>,
    );
    expect(getComputedStyle(screen.getByText('Section')).textTransform).toBe('uppercase');
    const oneLine = getComputedStyle(screen.getByText('A long line'));
    expect(oneLine.textAlign).toBe('end');
    expect(oneLine.textOverflow).toBe('ellipsis');
    expect(oneLine.whiteSpace).toBe('nowrap');
    expect(getComputedStyle(screen.getByText('Two lines at most')).overflow).toBe('hidden');
  });
});
