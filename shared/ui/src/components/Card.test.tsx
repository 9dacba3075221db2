import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Card, CardContent, CardHeader } from './Card';

describe('Card', () => {
  it('titles its content with a heading and shows the header action', () => {
    renderWithTheme(
      <Card>
        <CardHeader title="Revenue" subtitle="This month" action={<button type="button">More</button>} />
        <CardContent>$1,000</CardContent>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Revenue' })).toBeInTheDocument();
    expect(screen.getByText('This month')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
    expect(screen.getByText('$1,000')).toBeInTheDocument();
  });
});
