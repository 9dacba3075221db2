/** @jest-environment node */
import { composeSchema, splitAddresses } from './composeSchema';

describe('composeSchema', () => {
  const valid = { to: 'ada@mail.test', cc: '', bcc: '', subject: 'Hello', message: 'Hi there' };

  it('accepts a complete message', () => {
    expect(composeSchema.safeParse(valid).success).toBe(true);
  });

  it('accepts several recipients separated by commas or semicolons', () => {
    expect(splitAddresses('a@x.test, b@y.test;c@z.test')).toEqual(['a@x.test', 'b@y.test', 'c@z.test']);
    expect(composeSchema.safeParse({ ...valid, to: 'a@x.test, b@y.test' }).success).toBe(true);
  });

  it('names the field of each problem', () => {
    const result = composeSchema.safeParse({
      to: 'not-an-address',
      cc: 'also bad',
      bcc: '',
      subject: ' ',
      message: '',
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(issues).toEqual({
      to: 'compose.errors.invalidAddress',
      cc: 'compose.errors.invalidAddress',
      subject: 'compose.errors.subjectRequired',
      message: 'compose.errors.messageRequired',
    });
  });

  it('requires a recipient', () => {
    const result = composeSchema.safeParse({ ...valid, to: '  ' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['to'], message: 'compose.errors.toRequired' });
  });
});
