import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { sampleAuditLog } from '@atrium/mocks/testing/sampleAuditEntry';
import { db, resetMockDb } from '@atrium/mocks';
import { currentLocation, renderPage, setupI18n } from '../../testing/kit';
import AuditLogPage from './AuditLogPage';

const rows = () =>
  within(screen.getByRole('table', { name: 'Audit log' }))
    .getAllByRole('row')
    .slice(1);

describe('AuditLogPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => {
    resetMockDb();
    db.auditLog = sampleAuditLog();
  });
  afterAll(() => server.close());

  it('shows who did what to which record, when, from where, and the fields before and after', async () => {
    renderPage(<AuditLogPage />, { url: '/apps/audit' });
    await waitFor(() => expect(rows()).toHaveLength(4));
    const [refused, signIn, change, created] = rows();
    expect(refused).toHaveTextContent('Visitor');
    expect(refused).toHaveTextContent('Sign-in refused');
    expect(signIn).toHaveTextContent('Jane Doe');
    expect(signIn).toHaveTextContent('Signed in');
    expect(change).toHaveTextContent('company: Atrium → Acme');
    expect(change).toHaveTextContent('203.0.113.9');
    expect(within(change).getByRole('link', { name: 'Jane Roe' })).toHaveAttribute(
      'href',
      '/apps/user/view/7',
    );
    expect(within(created).getByRole('link', { name: '#4987' })).toHaveAttribute(
      'href',
      '/apps/invoice/preview/4987',
    );
  });

  it('keeps one person’s entries, one kind of record, in the URL', async () => {
    const user = userEvent.setup();
    renderPage(<AuditLogPage />, { url: '/apps/audit' });
    await waitFor(() => expect(rows()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Only what Jane Doe did' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(currentLocation()).toContain('actor=52');
    await user.click(screen.getByRole('button', { name: 'Show everyone, not only Jane Doe' }));
    await waitFor(() => expect(rows()).toHaveLength(4));

    await user.selectOptions(screen.getByLabelText('Kind of record'), 'Invoice');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('#4987');
    expect(currentLocation()).toContain('subject=Invoice');
  });
});
