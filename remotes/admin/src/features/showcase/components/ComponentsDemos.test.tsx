import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderPage, setupI18n } from '../../../testing/kit';
import { loadShowcasePage } from '../showcasePages';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import ar from './i18n/ar.json';
import { SHOWCASE_SECTIONS } from '../showcaseSlugs';

beforeAll(() => setupI18n());

async function renderComponents(slug: string) {
  const { default: Page } = await loadShowcasePage('components', slug);
  return renderPage(<Page />, { url: `/components/${slug}` });
}

/** Every key path, plural forms folded into their base key (Arabic has six, English two). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null)
    return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

test('the section speaks English, French and Arabic alike: the same keys in each', () => {
  const english = [...new Set(keyPaths(en))].sort();
  expect([...new Set(keyPaths(fr))].sort()).toEqual(english);
  expect([...new Set(keyPaths(ar))].sort()).toEqual(english);
});

const SLUGS = SHOWCASE_SECTIONS.components.slugs;
// A key starts lower case after its block ("tabs.vertical"); a sentence ending in "tabs." then a title does not.
const KEY = new RegExp(`\\b(${Object.keys(en).join('|')})\\.[a-z]`);

test.each(SLUGS)(
  'components/%s shows no key of its own untranslated, in text or accessible names',
  async (slug) => {
    const { unmount } = await renderComponents(slug);
    expect(document.body).not.toHaveTextContent(KEY);
    const names = Array.from(document.body.querySelectorAll('[aria-label]'), (el) =>
      el.getAttribute('aria-label'),
    );
    expect(names.filter((name) => KEY.test(name ?? ''))).toEqual([]);
    unmount();
  },
);

describe('expansion panels', () => {
  /** A demo's card, found by its heading: the page's many panels make whole-page role queries slow. */
  const card = (title: string) =>
    within(screen.getByRole('heading', { level: 2, name: title }).closest('section')!);

  it('opens one FAQ answer at a time, and expands or collapses the order panels all at once', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await renderComponents('expansion-panel');
    const faq = card('Frequently asked questions: one open at a time');
    const tracking = faq.getByRole('button', { name: 'How do I track my order?' });
    expect(tracking).toHaveAttribute('aria-expanded', 'true');
    await user.click(faq.getByRole('button', { name: 'Can I return an item?' }));
    expect(tracking).toHaveAttribute('aria-expanded', 'false');
    expect(faq.getByRole('region', { name: 'Can I return an item?' })).toHaveTextContent(/within 30 days/);

    const multiple = card('Several open, controlled, with a disabled panel');
    expect(multiple.getByText('1 panel open')).toBeInTheDocument();
    await user.click(multiple.getByRole('button', { name: 'Expand all' }));
    expect(multiple.getByText('2 panels open')).toBeInTheDocument();
    expect(multiple.getByRole('button', { name: /^Billing/ })).toHaveAttribute('aria-expanded', 'true');
    expect(multiple.getByRole('button', { name: /^Security review/ })).toBeDisabled();
    await user.click(multiple.getByRole('button', { name: 'Collapse all' }));
    expect(multiple.getByText('0 panels open')).toBeInTheDocument();
  });
});

describe('list', () => {
  it('removes a user with the action at the end of its row, and brings the users back', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await renderComponents('list');
    const users = screen.getByRole('list', { name: 'Users with actions' });
    expect(within(users).getAllByRole('listitem')).toHaveLength(4);
    await user.click(within(users).getByRole('button', { name: 'Remove Grace Hopper' }));
    expect(within(users).queryByText('Grace Hopper')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bring the removed users back' }));
    expect(within(users).getAllByRole('listitem')).toHaveLength(4);
  });

  it('picks a folder by keyboard: the chosen item is current, the disabled one cannot be picked', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await renderComponents('list');
    const folders = screen.getByRole('list', { name: 'Mail folders' });
    const inbox = within(folders).getByRole('button', { name: /^Inbox/ });
    expect(inbox).toHaveAttribute('aria-current', 'true');
    inbox.focus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(within(folders).getByRole('button', { name: 'Sent' })).toHaveAttribute('aria-current', 'true');
    expect(inbox).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Open folder: Sent')).toBeInTheDocument();
    expect(within(folders).getByRole('button', { name: 'Spam' })).toBeDisabled();
  });

  it('ticks a task and switches a setting from the end of their rows', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await renderComponents('list');
    const invoices = screen.getByRole('checkbox', { name: 'Send the May invoices' });
    await user.click(invoices);
    expect(invoices).toBeChecked();
    const wifi = screen.getByRole('switch', { name: 'Wi-Fi' });
    await user.click(wifi);
    expect(wifi).not.toBeChecked();
    expect(screen.getByRole('link', { name: /^Security/ })).toHaveAttribute(
      'href',
      '/pages/account-settings/security',
    );
  });
});

describe('timeline', () => {
  it('lists the order steps in order, each with its machine-readable time', async () => {
    await renderComponents('timeline');
    const order = screen.getByRole('list', { name: 'Order #5089' });
    const steps = within(order).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual([
      'Order placed',
      'Payment accepted',
      'Shipped',
      'Delivered',
      'Order closed',
    ]);
    expect(steps[2].querySelector('time')).toHaveAttribute('datetime', '2025-05-02T14:00:00Z');
    expect(screen.getByRole('list', { name: 'Product roadmap' })).toBeInTheDocument();
  });
});

describe('dialog', () => {
  it('validates the invitation form inside the dialog with translated messages, then sends it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await renderComponents('dialog');
    await user.click(screen.getByRole('button', { name: 'Invite a member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(within(dialog).getByRole('textbox', { name: /Full name/ })).toHaveAccessibleDescription(
      'Enter their name',
    );
    await user.click(within(dialog).getByRole('textbox', { name: /Full name/ }));
    await user.paste('Ada Lovelace');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ada@');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Enter a valid email, like name@company.com',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'atrium.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('menu', () => {
  it('ticks columns and picks a sort order, the summary following', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await renderComponents('menu');
    expect(screen.getByText('Columns: Email, Role. Sorted: Newest first.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Plan' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Plan' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Sort by' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Name' }));
    expect(screen.getByText('Columns: Email, Role, Plan. Sorted: Name.')).toBeInTheDocument();
  });
});

describe('badge', () => {
  it('changes the count with the buttons and hides the badge with the switch', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await renderComponents('badge');
    const count = () => document.querySelector('output');
    expect(count()).toHaveTextContent('4 new messages');
    await user.click(screen.getByRole('button', { name: 'One message more' }));
    expect(count()).toHaveTextContent('5 new messages');
    await user.click(screen.getByRole('switch', { name: 'Show the badge' }));
    expect(screen.getByRole('switch', { name: 'Show the badge' })).not.toBeChecked();
  });
});

describe('tabs', () => {
  it('moves a controlled tab set with the buttons outside it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await renderComponents('tabs');
    const tabs = screen.getByRole('tablist', { name: 'Controlled from outside' });
    expect(within(tabs).getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Previous tab' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next tab' }));
    expect(within(tabs).getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    const vertical = screen.getByRole('tablist', { name: 'Vertical, underlined' });
    expect(vertical).toHaveAttribute('aria-orientation', 'vertical');
    expect(within(vertical).getByRole('tab', { name: 'Billing (disabled)' })).toBeDisabled();
  });
});
