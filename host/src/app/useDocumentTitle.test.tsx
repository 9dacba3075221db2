import { render } from '@testing-library/react';
import { initI18n, setLanguage } from '@atrium/platform';
import { act } from 'react';
import { shellTranslations } from '../i18n/shellTranslations';
import { useDocumentTitle } from './useDocumentTitle';

function Page({ title, description }: { title?: string; description?: string }) {
  useDocumentTitle(title, description);
  return null;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('useDocumentTitle', () => {
  beforeAll(() => initI18n(shellTranslations));
  afterEach(() => setLanguage('en'));

  it("titles the document and describes it, the page's own words or the app's", () => {
    const { rerender } = render(<Page title="Login" description="Please sign in" />);
    expect(document.title).toBe('Login | Atrium');
    expect(description()).toBe('Please sign in');
    rerender(<Page />);
    expect(document.title).toBe('Atrium');
    expect(description()).toMatch(/^Atrium, the admin dashboard/);
  });

  it("describes the document in the page's language", async () => {
    render(<Page title="Accueil" />);
    await act(() => setLanguage('fr'));
    expect(description()).toMatch(/^Atrium, le tableau de bord/);
  });
});
