import { screen } from '@testing-library/react';
import { CLIENT_RULES } from '@atrium/testing';
import { renderPage, setupI18n } from '../../testing/kit';
import { loadAclDemoStrings } from './aclDemoStrings';
import { Section1Page } from './Section1Page';
import { SuccessPage } from './SuccessPage';

// A page loaded while the app is in Arabic brings its Arabic strings with it.
describe('AclDemo pages in Arabic', () => {
  beforeAll(async () => {
    await setupI18n('ar');
    await loadAclDemoStrings();
  });

  it('section 1 speaks the client’s rule in Arabic', () => {
    renderPage(<Section1Page />, { url: '/apps/sections/section1', rules: CLIENT_RULES });
    expect(screen.getByRole('heading', { level: 1, name: 'صلاحياتك' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'قواعدك' })).toHaveTextContent(/^يمكنك قراءة /);
  });

  it('the success page confirms a flow in Arabic', () => {
    renderPage(<SuccessPage />, { url: '/success?flow=create-deal&id=9', rules: CLIENT_RULES });
    expect(screen.getByRole('heading', { level: 1, name: 'تم إنشاء الصفقة' })).toBeInTheDocument();
    expect(screen.getByText('المرجع 9.')).toBeInTheDocument();
  });
});
