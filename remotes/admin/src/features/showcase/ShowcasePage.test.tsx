import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { __PRIVATE__ } from 'styled-components';
import { renderPage, setupI18n } from '../../testing/kit';
import { loadShowcasePage, SHOWCASE_GROUPS } from './showcasePages';
import { SHOWCASE_SECTION_NAMES, SHOWCASE_SECTIONS, type ShowcaseSection } from './showcaseSlugs';

// ApexCharts cannot draw in jsdom (no SVG layout): its charts are images named by their label here.
jest.mock('@atrium/ui/charts', () => jest.requireActual('@atrium/testing/charts-stub'));

beforeAll(() => setupI18n());

// Every page's styles would pile up in one document, and jsdom reads every rule on each style lookup:
// the carousel page, which measures itself often, took 13 s after forty other pages. Each page starts
// from no styles (these tests read text and roles, not looks).
afterEach(() => {
  const sheet = __PRIVATE__.mainSheet as typeof __PRIVATE__.mainSheet & { names: Map<string, unknown> };
  sheet.clearTag();
  sheet.names.clear();
  document.head.querySelectorAll('style').forEach((style) => style.remove());
});

const PAGES = SHOWCASE_SECTION_NAMES.flatMap((section) =>
  SHOWCASE_SECTIONS[section].slugs.map((slug) => [section, slug] as const),
);

test('every page of the menu has its demo, and every demo its page', () => {
  for (const section of SHOWCASE_SECTION_NAMES)
    expect(Object.keys(SHOWCASE_GROUPS[section].demos).sort()).toEqual(
      [...SHOWCASE_SECTIONS[section].slugs].sort(),
    );
});

async function renderShowcase(section: ShowcaseSection, slug: string) {
  const { default: Page } = await loadShowcasePage(section, slug);
  return renderPage(<Page />, { url: `${SHOWCASE_SECTIONS[section].path}/${slug}` });
}

test.each(PAGES)(
  '%s/%s renders its demo under its title, with no key left untranslated',
  async (section, slug) => {
    await renderShowcase(section, slug);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(/showcase\./);
    expect((await screen.findAllByRole('heading', { level: 2 })).length).toBeGreaterThan(0);
    expect(document.body).not.toHaveTextContent(/\b(showcase|titles|sections|colors)\.[a-z]/);
  },
);

test('the chip demo removes a tag and brings them back', async () => {
  const user = userEvent.setup();
  await renderShowcase('components', 'chip');
  const removeButtons = screen.getAllByRole('button', { name: 'Remove' });
  expect(removeButtons).toHaveLength(4);
  await user.click(removeButtons[1]);
  expect(screen.queryByText('typescript')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Bring the removed tags back' }));
  expect(screen.getByText('typescript')).toBeInTheDocument();
});

test('an unknown page is an error the area shows as such, not an empty page', async () => {
  await expect(loadShowcasePage('components', 'nothing')).rejects.toThrow(/no components page named nothing/);
});
