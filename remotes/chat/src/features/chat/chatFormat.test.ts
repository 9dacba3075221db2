/** @jest-environment node */
import { dayKind, parseChatId } from './chatFormat';

describe('chatFormat', () => {
  const now = new Date(2026, 4, 20, 9, 30);

  it('heads a day of messages with Today, Yesterday or its date', () => {
    expect(dayKind(new Date(2026, 4, 20, 0, 1), now)).toBe('today');
    expect(dayKind(new Date(2026, 4, 19, 23, 59), now)).toBe('yesterday');
    expect(dayKind(new Date(2026, 4, 18, 12, 0), now)).toBe('date');
    // Across a month's end too.
    expect(dayKind(new Date(2026, 4, 31, 22, 0), new Date(2026, 5, 1, 8, 0))).toBe('yesterday');
  });

  it('reads the chat id from the URL', () => {
    expect(parseChatId('4')).toBe(4);
    expect(parseChatId('0')).toBeNull();
    expect(parseChatId('x')).toBeNull();
    expect(parseChatId(undefined)).toBeNull();
  });
});
