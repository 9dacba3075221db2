import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { server } from '@atrium/mocks/node';
import { resetMockDb } from '@atrium/mocks';
import { setupI18n, startMockApi } from '../../../testing/kit';
import { renderEditorPage } from './renderEditorPage';

/** The editor in French and Arabic: its labels and validation messages, and no axe violation. */
describe('invoice editor in other languages', () => {
  beforeAll(() => startMockApi());
  beforeEach(() => resetMockDb());
  afterAll(async () => {
    await setupI18n('en');
    server.close();
  });

  it('says what is wrong in French', async () => {
    await setupI18n('fr');
    renderEditorPage('/apps/invoice/add');
    await screen.findByRole('heading', { level: 1, name: 'Nouvelle facture' });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Saisissez ou choisissez un article')).toBeInTheDocument();
    expect(screen.getByText('Choisissez le client à facturer')).toBeInTheDocument();
  });

  it('says what is wrong in Arabic, with nothing for axe to report', async () => {
    await setupI18n('ar');
    const { container } = renderEditorPage('/apps/invoice/add');
    await screen.findByRole('heading', { level: 1, name: 'فاتورة جديدة' });
    expect(screen.getByRole('combobox', { name: 'العميل' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('أدخل بندًا أو اختره')).toBeInTheDocument();
    expect(screen.getByText('اختر العميل الذي ستصدر له الفاتورة')).toBeInTheDocument();
    // jsdom does not lay out or paint: contrast is checked by the e2e run in a browser.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
