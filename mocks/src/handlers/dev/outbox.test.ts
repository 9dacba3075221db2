import { server, listenUntilReady } from '../../node';
import { db, resetMockDb } from '../../db';
import { sendMail, setMailLog } from '../../lib/mail';
import { setDevelopmentEndpoints } from './outbox';

const outbox = (to: string | null) =>
  fetch(`http://localhost/api/dev/outbox${to === null ? '' : `?to=${encodeURIComponent(to)}`}`);

describe('GET /api/dev/outbox', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterEach(() => {
    setDevelopmentEndpoints(true);
    setMailLog(null);
  });
  afterAll(() => server.close());

  it("lists an address's newest mails first (compared without case), and logs a line without the text", async () => {
    const lines: string[] = [];
    setMailLog((line) => lines.push(line));
    await sendMail({ to: 'Ada@demo.com', subject: 'First', text: 'secret link 1' });
    await sendMail({ to: 'bob@demo.com', subject: 'Other', text: '…' });
    await sendMail({ to: 'ada@demo.com', subject: 'Second', text: 'secret link 2' });
    const res = await outbox('ADA@demo.com');
    expect(res.status).toBe(200);
    const { messages } = await res.json();
    expect(messages.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    expect(messages[0]).toEqual({
      id: expect.any(Number),
      to: 'ada@demo.com',
      subject: 'Second',
      text: 'secret link 2',
      sentAt: expect.any(String),
    });
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).not.toContain('secret link');
  });

  it('keeps the newest 20 mails of an address', async () => {
    for (let i = 0; i < 25; i++) await sendMail({ to: 'ada@demo.com', subject: `n${i}`, text: '' });
    expect(db.outbox).toHaveLength(20);
    const { messages } = await (await outbox('ada@demo.com')).json();
    expect(messages[0].subject).toBe('n24');
  });

  it('answers 400 without a valid address, and 404 once development endpoints are off', async () => {
    expect((await outbox(null)).status).toBe(400);
    expect((await outbox('nope')).status).toBe(400);
    await sendMail({ to: 'ada@demo.com', subject: 'Hidden', text: 'secret' });
    setDevelopmentEndpoints(false);
    const off = await outbox('ada@demo.com');
    expect(off.status).toBe(404);
    expect(await off.text()).not.toContain('secret');
  });
});
