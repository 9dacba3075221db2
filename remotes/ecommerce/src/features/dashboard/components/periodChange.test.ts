import { changePercent, sharePercent } from './periodChange';

test('changePercent: one decimal, none from zero', () => {
  expect(changePercent(120, 100)).toBe(20);
  expect(changePercent(50, 200)).toBe(-75);
  expect(changePercent(1, 3)).toBe(-66.7);
  expect(changePercent(5, 0)).toBeUndefined();
  expect(changePercent(0, 0)).toBeUndefined();
});

test('sharePercent: whole percent, 0 of nothing', () => {
  expect(sharePercent(1, 3)).toBe(33);
  expect(sharePercent(3, 3)).toBe(100);
  expect(sharePercent(0, 0)).toBe(0);
});
