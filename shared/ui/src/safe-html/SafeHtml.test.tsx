import { render } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { AtriumThemeProvider } from '../theme/AtriumThemeProvider';
import { DEFAULT_THEME_SETTINGS } from '../theme/theme';
import { SafeHtml } from './SafeHtml';
import { sanitize, sanitizeHtml } from './sanitize';

/** The sanitised HTML as a user's browser would get it, to query like the page. */
function dom(html: string, options?: Parameters<typeof sanitize>[1]) {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html, options);
  return host;
}

const TRACKERS = [
  '<img src="https://tracker.example/pixel.gif" alt="pixel">',
  '<img src="http://tracker.example/a.png">',
  '<img src="//tracker.example/b.png">',
  '<img src=" \tHTTPS://tracker.example/c.png">',
  '<img src="ht\ntps://tracker.example/d.png">',
  '<img src="/api/apps/email?mark=read">',
  '<img srcset="https://tracker.example/1x.png 1x, https://tracker.example/2x.png 2x">',
  '<picture><source srcset="https://tracker.example/p.webp"><img alt="p"></picture>',
  '<video poster="https://tracker.example/poster.png" src="https://tracker.example/v.mp4"></video>',
  '<audio src="https://tracker.example/a.mp3"></audio>',
  '<table background="https://tracker.example/bg.png"><tr><td background="//tracker.example/td.png">x</td></tr></table>',
  '<div style="background: url(https://tracker.example/css.png)">styled</div>',
  '<p style="background-image:url(\'//tracker.example/css2.png\')">styled</p>',
  '<style>p { background: url(https://tracker.example/sheet.png) }</style><p>x</p>',
];

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

  it.each(TRACKERS)('requests nothing from %s when remote images are blocked', (html) => {
    const body = dom(html, { blockRemoteImages: true });
    expect(body.querySelectorAll('[src], [srcset], [poster], [background], [style], style')).toHaveLength(0);
    expect(body.innerHTML).not.toMatch(/url\(/);
  });

  it('reports that something was held back, and keeps it to show later', () => {
    const blocked = sanitize('<p>Hi</p><img src="https://tracker.example/p.gif" alt="Logo">', {
      blockRemoteImages: true,
    });
    expect(blocked.blockedRemoteImages).toBe(true);
    const body = document.createElement('div');
    body.innerHTML = blocked.html;
    expect(body.querySelector('img')?.getAttribute('data-blocked-src')).toBe('https://tracker.example/p.gif');
    expect(body.querySelector('img')?.alt).toBe('Logo');

    const shown = sanitize('<img src="https://tracker.example/p.gif">');
    expect(shown.blockedRemoteImages).toBe(false);
    expect(shown.html).toContain('src="https://tracker.example/p.gif"');
  });

  it('keeps inline data: images, which request nothing, and reports nothing held back', () => {
    const inline = sanitize('<p>Hi</p><img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">', {
      blockRemoteImages: true,
    });
    expect(inline.blockedRemoteImages).toBe(false);
    expect(inline.html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
  });

  it('opens every link in a new tab that cannot reach back, whatever the author wrote', () => {
    const body = dom(
      '<a href="https://example.com">one</a><a href="/faq" target="_self" rel="opener">two</a>' +
        '<map name="m"><area href="https://example.com/area" alt="area"></map><a name="anchor">no link</a>',
    );
    const links = body.querySelectorAll('a[href], area[href]');
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(body.querySelector('a:not([href])')?.hasAttribute('target')).toBe(false);
  });

  it('leaves the default DOMPurify instance without its hooks', () => {
    expect(DOMPurify.sanitize('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });
});

describe('SafeHtml', () => {
  const renderHtml = (html: string, props: Partial<Parameters<typeof SafeHtml>[0]> = {}) =>
    render(
      <AtriumThemeProvider settings={DEFAULT_THEME_SETTINGS}>
        <SafeHtml html={html} {...props} />
      </AtriumThemeProvider>,
    );

  it('renders the sanitised body', () => {
    const { container } = renderHtml('<p>Hello</p><script>window.hacked = true</script>');
    expect(container.querySelector('p')?.textContent).toBe('Hello');
    expect(container.querySelector('script')).toBeNull();
  });

  it('holds remote images back when asked, and says so', () => {
    const onRemoteImagesBlocked = jest.fn();
    const html = '<p>Sale!</p><img src="https://tracker.example/p.gif" alt="Logo">';
    const { container, rerender } = renderHtml(html, { blockRemoteImages: true, onRemoteImagesBlocked });
    expect(container.querySelector('img[src]')).toBeNull();
    expect(onRemoteImagesBlocked).toHaveBeenLastCalledWith(true);

    rerender(
      <AtriumThemeProvider settings={DEFAULT_THEME_SETTINGS}>
        <SafeHtml html={html} onRemoteImagesBlocked={onRemoteImagesBlocked} />
      </AtriumThemeProvider>,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://tracker.example/p.gif');
    expect(onRemoteImagesBlocked).toHaveBeenLastCalledWith(false);
  });

  it('renders links that open in a new tab', () => {
    const { getByRole } = renderHtml('<p>See <a href="https://example.com/help">the guide</a></p>');
    const link = getByRole('link', { name: 'the guide' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
