import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import {
  BigFigure,
  FigureHeadline,
  FigureList,
  FigureRowList,
  MutedText,
  RowEnd,
  RowGrow,
} from './figureStyles';

function Figures() {
  return (
    <>
      <FigureHeadline>
        <BigFigure>$12,400</BigFigure>
        <MutedText>42 orders</MutedText>
      </FigureHeadline>
      <FigureRowList aria-label="Countries">
        <li>
          <RowGrow>France</RowGrow>
          <RowEnd>
            <span>$9,000</span>
            <MutedText>30 orders</MutedText>
          </RowEnd>
        </li>
      </FigureRowList>
      <FigureList>
        <div>
          <dt>Orders</dt>
          <dd>42</dd>
        </div>
      </FigureList>
    </>
  );
}

describe('figure styles', () => {
  it('keep the markup’s meaning: a named list of rows, terms and their values', () => {
    renderWithTheme(<Figures />);
    const rows = screen.getByRole('list', { name: 'Countries' });
    expect(within(rows).getByRole('listitem')).toHaveTextContent('France$9,00030 orders');
    expect(screen.getByRole('term')).toHaveTextContent('Orders');
    expect(screen.getByRole('definition')).toHaveTextContent('42');
  });

  it('put a row’s figures at its end in either direction (logical properties only)', () => {
    renderWithTheme(<Figures />, { settings: { isRTL: true } });
    expect(getComputedStyle(screen.getByText('$9,000').parentElement!).textAlign).toBe('end');
    expect(getComputedStyle(screen.getByText('$12,400').parentElement!).marginBlockEnd).toBe('0.75rem');
  });

  it('take the space after a headline and between rows as props', () => {
    renderWithTheme(
      <>
        <FigureHeadline $spacing="1rem">Headline</FigureHeadline>
        <FigureRowList $gap="0.875rem" aria-label="Rows" />
      </>,
    );
    expect(getComputedStyle(screen.getByText('Headline')).marginBlockEnd).toBe('1rem');
    expect(getComputedStyle(screen.getByRole('list', { name: 'Rows' })).gap).toBe('0.875rem');
  });
});
