/** @jest-environment node */
import { splitMinutes } from './minutes';

describe('splitMinutes', () => {
  it('splits minutes into hours and the rest', () => {
    expect(splitMinutes(135)).toEqual({ hours: 2, minutes: 15 });
    expect(splitMinutes(59)).toEqual({ hours: 0, minutes: 59 });
    expect(splitMinutes(0)).toEqual({ hours: 0, minutes: 0 });
  });
});
