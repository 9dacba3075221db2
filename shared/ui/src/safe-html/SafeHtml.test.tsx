import { render } from '@testing-library/react';
import { AtriumThemeProvider } from '../theme/AtriumThemeProvider';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

describe('sanitizeHtml', () => {
  it('keeps rich text and drops scripts and handlers', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hi <strong>you</strong><script>alert(1)</script><img src="x" onerror="steal()"></p>',
    );
    expect(clean).toContain('<strong>you</strong>');
    expect(clean).not.toMatch(/script|onclick|onerror/);
  });

  it('drops javascript: links and forms', () => {
    const clean = sanitizeHtml('<a href="javascript:steal()">link</a><form><input name="p"></form>');
    expect(clean).not.toMatch(/javascript:|<form|<input/);
  });
});

describe('SafeHtml', () => {
  it('renders the sanitised body', () => {
    const { container } = render(
      <AtriumThemeProvider>
        <SafeHtml html={'<p>Hello</p><script>window.hacked = true</script>'} />
      </AtriumThemeProvider>,
    );
    expect(container.querySelector('p')?.textContent).toBe('Hello');
    expect(container.querySelector('script')).toBeNull();
  });
});
