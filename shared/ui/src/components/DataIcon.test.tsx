import { render } from '@testing-library/react';
import { DataIcon } from './DataIcon';

test('draws the icon the data names, decorative, and a circle for a name it does not know', () => {
  const { container, rerender } = render(<DataIcon name="rocket" size={32} />);
  const rocket = container.querySelector('svg')!;
  expect(rocket).toHaveAttribute('aria-hidden', 'true');
  expect(rocket).toHaveAttribute('width', '32');
  expect(rocket.getAttribute('class')).toContain('rocket');
  rerender(<DataIcon name="no-such-icon" />);
  expect(container.querySelector('svg')!.getAttribute('class')).toContain('circle');
});
