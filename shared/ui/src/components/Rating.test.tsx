import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Rating, type RatingProps } from './Rating';

function Controlled(props: Partial<RatingProps>) {
  const [value, setValue] = useState(props.value ?? 3);
  return <Rating label="Your rating" {...props} value={value} onChange={setValue} />;
}

describe('Rating', () => {
  it('is a named radio group whose stars say "n of 5"', async () => {
    const { user } = renderWithTheme(<Controlled />);
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '3 of 5' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '5 of 5' }));
    expect(screen.getByRole('radio', { name: '5 of 5' })).toBeChecked();
  });

  it('changes with the arrow keys', async () => {
    const { user } = renderWithTheme(<Controlled />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '3 of 5' })).toHaveFocus();
    await user.keyboard('{ArrowRight>}');
    expect(screen.getByRole('radio', { name: '4 of 5' })).toBeChecked();
    await user.keyboard('{/ArrowRight}{ArrowLeft>}');
    await user.keyboard('{/ArrowLeft}{ArrowLeft>}');
    expect(screen.getByRole('radio', { name: '2 of 5' })).toBeChecked();
    await user.keyboard('{/ArrowLeft}');
  });

  it('steps by halves when asked', async () => {
    const { user } = renderWithTheme(<Controlled precision={0.5} value={2} max={4} />);
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    await user.click(screen.getByRole('radio', { name: '3.5 of 4' }));
    expect(screen.getByRole('radio', { name: '3.5 of 4' })).toBeChecked();
  });

  it('is an image with its value when read-only', () => {
    renderWithTheme(<Rating value={3.5} readOnly aria-label="Average" />);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3.5 of 5' })).toBeInTheDocument();
  });

  it('does not change when disabled, and shows its error', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(
      <Rating value={0} onChange={onChange} disabled label="Service" error="Rate the service" />,
    );
    await user.click(screen.getByRole('radio', { name: '2 of 5' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radiogroup', { name: 'Service' })).toHaveAccessibleDescription(
      'Rate the service',
    );
  });
});
