import { idParam } from './responses';

test('idParam reads canonical positive decimal integers only', () => {
  expect(['1', '3', '4987', '9007199254740991'].map(idParam)).toEqual([1, 3, 4987, 9007199254740991]);
  for (const bad of [
    '0x3',
    '1e0',
    ' 3',
    '3 ',
    '03',
    '0',
    '-1',
    '+1',
    '3.0',
    '9999999999999999999',
    '9007199254740992',
    '',
    'abc',
    '٣',
    '1_000',
  ])
    expect([bad, idParam(bad)]).toEqual([bad, undefined]);
  expect(idParam(undefined)).toBeUndefined();
  expect(idParam(['3'])).toBeUndefined();
});
