import { act, screen, within } from '@testing-library/react';
import { i18n } from '@atrium/platform';
import { LandingPage } from './LandingPage';
import { frontTranslationsWith } from '../frontTranslations';
import { landingStrings } from './landingStrings';
import { plansStrings } from '../plans/plansStrings';
import {
  renderStandalonePage,
  setUpStandalonePageSuite,
} from '../../standalone/testing/renderStandalonePage';

setUpStandalonePageSuite(frontTranslationsWith(landingStrings, plansStrings));

beforeEach(() => window.history.replaceState(null, '', '/front-pages/landing-page'));

test('shows every section, links the navbar to them, and names the page', async () => {
  const user = renderStandalonePage(<LandingPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'One dashboard for your whole team' })).toBeVisible();
  for (const name of [
    'Everything you need',
    'What people say',
    'Our team',
    'Atrium in figures',
    'Contact us',
  ])
    expect(screen.getByRole('region', { name })).toBeInTheDocument();
  // A narrow screen (jsdom applies no media query): the links are behind the menu button.
  expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Menu', expanded: false }));
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute(
    'href',
    '/front-pages/landing-page#features',
  );
  expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?to=%2Ffront-pages%2Flanding-page',
  );
  expect(document.title).toBe('Atrium — the admin dashboard for your team | Atrium');
  expect(await screen.findByRole('heading', { name: /^Team/ })).toBeInTheDocument();
});

test('the navbar marks the section in view', async () => {
  let report: IntersectionObserverCallback = () => undefined;
  const observed: Element[] = [];
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      report = callback;
    }
    observe = (el: Element) => observed.push(el);
    disconnect = () => undefined;
  } as unknown as typeof IntersectionObserver;
  const user = renderStandalonePage(<LandingPage />);
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  const faq = observed.find((el) => el.id === 'faq')!;
  act(() => report([{ target: faq, isIntersecting: true } as never], {} as IntersectionObserver));
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'location');
  expect(within(nav).getByRole('link', { name: 'Features' })).not.toHaveAttribute('aria-current');
  delete (window as Partial<typeof window>).IntersectionObserver;
});

test('the monthly/yearly switch changes the prices', async () => {
  const user = renderStandalonePage(<LandingPage />);
  const team = await screen.findByRole('region', { name: /^Team/ });
  expect(within(team).getByText('$49')).toBeInTheDocument();
  expect(within(team).getByText('/month')).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Yearly' }));
  expect(within(team).getByText('$470')).toBeInTheDocument();
  expect(within(team).getByText('/year')).toBeInTheDocument();
  expect(within(team).getByRole('link', { name: 'Choose Team' })).toHaveAttribute(
    'href',
    '/front-pages/payment?plan=team&period=yearly',
  );
});

test('the FAQ answers open and close', async () => {
  const user = renderStandalonePage(<LandingPage />);
  const question = screen.getByText('Can I try Atrium for free?');
  const answer = screen.getByText(/the Basic plan is free/);
  expect(answer).not.toBeVisible();
  await user.click(question);
  expect(answer).toBeVisible();
});

test('the contact form says what is wrong, then sends the message', async () => {
  const user = renderStandalonePage(<LandingPage />);
  const contact = screen.getByRole('region', { name: 'Contact us' });
  await user.click(within(contact).getByRole('button', { name: 'Send message' }));
  expect(await within(contact).findByText('Enter your name')).toBeInTheDocument();
  expect(within(contact).getByText('Enter your email')).toBeInTheDocument();
  expect(within(contact).getByText('Write at least 10 characters')).toBeInTheDocument();

  await user.type(within(contact).getByLabelText('Full name'), 'Ada Lovelace');
  await user.type(within(contact).getByLabelText('Email'), 'ada@');
  await user.type(within(contact).getByLabelText('Message'), 'Which plan suits a team of ten?');
  await user.click(within(contact).getByRole('button', { name: 'Send message' }));
  expect(await within(contact).findByText('Enter a valid email address')).toBeInTheDocument();

  await user.type(within(contact).getByLabelText('Email'), 'example.com');
  await user.click(within(contact).getByRole('button', { name: 'Send message' }));
  expect(
    await within(contact).findByText(/Thank you, Ada Lovelace: your message was sent/),
  ).toBeInTheDocument();

  await user.click(within(contact).getByRole('button', { name: 'Send another message' }));
  expect(within(contact).getByLabelText('Full name')).toHaveValue('');
});

test('the contact form speaks French and Arabic', async () => {
  await i18n.changeLanguage('fr');
  const user = renderStandalonePage(<LandingPage />);
  await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
  expect(await screen.findByText('Saisissez votre nom')).toBeInTheDocument();
  await i18n.changeLanguage('ar');
  await user.click(screen.getByRole('button', { name: 'أرسل الرسالة' }));
  expect(await screen.findByText('أدخل اسمك')).toBeInTheDocument();
});
