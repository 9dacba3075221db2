/** @jest-environment node */
import { excerptOf, filterPath, labelPath, parseEmailTime, parseMailboxView } from './mailboxView';

describe('parseMailboxView', () => {
  it('is the inbox on the mailbox root', () => {
    expect(parseMailboxView({})).toEqual({ kind: 'filter', filter: 'inbox' });
  });
  it('reads known filters and labels', () => {
    expect(parseMailboxView({ filter: 'trashed' })).toEqual({ kind: 'filter', filter: 'trashed' });
    expect(parseMailboxView({ label: 'company' })).toEqual({ kind: 'label', label: 'company' });
  });
  it('reads the short form as a folder or view, else a label', () => {
    expect(parseMailboxView({ view: 'sent' })).toEqual({ kind: 'filter', filter: 'sent' });
    expect(parseMailboxView({ view: 'starred' })).toEqual({ kind: 'filter', filter: 'starred' });
    expect(parseMailboxView({ view: 'important' })).toEqual({ kind: 'label', label: 'important' });
    expect(parseMailboxView({ view: 'archive' })).toEqual({ kind: 'unknown' });
  });
  it('rejects unknown ones', () => {
    expect(parseMailboxView({ filter: 'archive' })).toEqual({ kind: 'unknown' });
    expect(parseMailboxView({ label: 'work' })).toEqual({ kind: 'unknown' });
  });
});

describe('paths', () => {
  it('keeps the inbox on the root', () => {
    expect(filterPath('inbox')).toBe('/apps/email');
    expect(filterPath('spam')).toBe('/apps/email/filter/spam');
    expect(labelPath('private')).toBe('/apps/email/label/private');
  });
});

describe('excerptOf', () => {
  it('keeps the text of the HTML only', () => {
    expect(excerptOf('<p>Hi <strong>there</strong>,</p><script>alert(1)</script><p>a &amp; b</p>')).toBe(
      'Hi there , alert(1) a & b',
    );
  });
  it('cuts long text', () => {
    expect(excerptOf('x'.repeat(200), 10)).toBe('xxxxxxxxx…');
  });
});

describe('parseEmailTime', () => {
  it('reads a zoneless time as local time', () => {
    const d = parseEmailTime('2026-05-04T09:15:00');
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([
      2026, 4, 4, 9, 15,
    ]);
  });
});
