import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { resetMockDb } from '@atrium/mocks';
import { server } from '@atrium/mocks/node';
import { renderPage, setupI18n, startMockApi } from '../../testing/kit';
import ChatPage from './ChatPage';

// jsdom does not lay out or paint: contrast is checked by the e2e run in a browser. The page renders
// here without the host's shell, whose main landmark holds it, so "content outside landmarks" is moot.
// Only violations are collected (axe skips the details of what passes), and a panel is checked on its
// own once the conversation has been: a whole page of messages scanned three times was the slow part.
const violations = async (context: Element = document.body) => {
  const results = await axe.run(context, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
};

/** The chat in Arabic, with a conversation open and then each panel: nothing for axe to report. */
describe('chat page accessibility (Arabic)', () => {
  beforeAll(async () => {
    await setupI18n('ar');
    await startMockApi();
  });
  beforeEach(() => resetMockDb());
  afterAll(async () => {
    await setupI18n('en');
    server.close();
  });

  const open = async () => {
    renderPage(<ChatPage />, { url: '/apps/chat?chat=1', path: '/apps/chat' });
    await screen.findByRole('heading', { level: 2, name: 'Gavin Griffith' });
    await screen.findAllByRole('heading', { level: 3 });
  };

  it('the conversation', async () => {
    await open();
    expect(await violations()).toEqual([]);
  });

  it('with the profile panel open', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'عرض الملف الشخصي لـ John Doe' }));
    const status = await screen.findByRole('radiogroup');
    expect(await violations(status.closest('aside, [role="dialog"], section') ?? document.body)).toEqual([]);
  });

  it("with a contact's panel open", async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'عرض بطاقة Gavin Griffith' }));
    expect(await violations(await screen.findByRole('dialog'))).toEqual([]);
  });
});
