import { onFirstIntent } from './onFirstIntent';

test('runs once, at the first press, key or input, and not before', () => {
  const run = jest.fn();
  onFirstIntent(run);
  window.dispatchEvent(new Event('scroll'));
  window.dispatchEvent(new Event('focus'));
  expect(run).not.toHaveBeenCalled();
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
  window.dispatchEvent(new Event('pointerdown'));
  window.dispatchEvent(new Event('input'));
  expect(run).toHaveBeenCalledTimes(1);
});
