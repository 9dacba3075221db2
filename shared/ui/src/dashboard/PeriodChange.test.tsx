import { act, screen } from '@testing-library/react';
import { renderWithTheme, testI18n } from '../test/renderWithTheme';
import { PeriodChange } from './PeriodChange';

const colour = (text: string) => getComputedStyle(screen.getByText(text).parentElement!).color;
const arrow = (text: string) => screen.getByText(text).parentElement!.querySelector('svg')!;

describe('PeriodChange', () => {
  afterEach(async () => {
    await act(() => testI18n.changeLanguage('en'));
  });

  it('reads as the signed percentage and what it compares with; the arrow is decoration', () => {
    const { container } = renderWithTheme(
      <PeriodChange figure={{ value: 125, previous: 100 }} locale="en-US" />,
    );
    expect(container).toHaveTextContent(/^\+25%compared with the previous period$/);
    expect(arrow('+25%')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says nothing when there was nothing before', () => {
    const { container } = renderWithTheme(<PeriodChange figure={{ value: 3, previous: 0 }} locale="en-US" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('colours the good way green and the other red, whichever way is good', () => {
    renderWithTheme(
      <>
        <PeriodChange figure={{ value: 110, previous: 100 }} locale="en-US" />
        <PeriodChange figure={{ value: 80, previous: 100 }} locale="en-US" />
        <PeriodChange figure={{ value: 90, previous: 100 }} locale="en-US" goodWhen="down" />
        <PeriodChange figure={{ value: 100, previous: 100 }} locale="en-US" />
      </>,
    );
    expect(colour('-10%')).toBe(colour('+10%'));
    expect(colour('-20%')).not.toBe(colour('+10%'));
    expect(colour('0%')).not.toBe(colour('+10%'));
    expect(colour('0%')).not.toBe(colour('-20%'));
  });

  it('takes another comparison for screen readers, and a smaller size', () => {
    const { container } = renderWithTheme(
      <PeriodChange figure={{ value: 2, previous: 1 }} locale="en-US" label="against last year" size="sm" />,
    );
    expect(container).toHaveTextContent(/^\+100%against last year$/);
    expect(getComputedStyle(screen.getByText('+100%').parentElement!).fontSize).toBe('0.8125rem');
  });

  it('speaks Arabic with Arabic digits, its arrow mirrored right to left', async () => {
    await act(() => testI18n.changeLanguage('ar'));
    const { container } = renderWithTheme(
      <PeriodChange figure={{ value: 125, previous: 100 }} locale="ar-EG" />,
      { settings: { isRTL: true } },
    );
    expect(container).toHaveTextContent('٢٥٪');
    expect(container).toHaveTextContent('مقارنة بالفترة السابقة');
    expect(getComputedStyle(container.querySelector('svg')!).transform).toBe('scaleX(-1)');
  });

  it('keeps its arrow as drawn left to right', () => {
    const { container } = renderWithTheme(
      <PeriodChange figure={{ value: 2, previous: 1 }} locale="en-US" />,
      {
        settings: { isRTL: false },
      },
    );
    expect(getComputedStyle(container.querySelector('svg')!).transform).not.toBe('scaleX(-1)');
  });
});
