import { screen } from '@testing-library/react';
import { CLIENT_RULES } from '@atrium/testing';
import { renderPage } from '../../testing/kit';
import { setupAclDemo } from './aclDemoTestKit';
import { SuccessPage } from './SuccessPage';

describe('SuccessPage', () => {
  beforeAll(setupAclDemo);

  it.each([
    [
      'property-listing',
      'Property listed',
      'Your property listing was submitted.',
      'List another property',
      '/wizard-examples/property-listing',
    ],
    [
      'create-deal',
      'Deal created',
      'Your deal was created.',
      'Create another deal',
      '/wizard-examples/create-deal',
    ],
    [
      'checkout',
      'Order placed',
      'Your order was placed.',
      'Place another order',
      '/wizard-examples/checkout',
    ],
    [
      'register',
      'Account created',
      'Your account was created.',
      'Register another account',
      '/pages/authentication/register-multi-steps',
    ],
  ])('confirms the %s flow in words, with links to go on', (flow, title, done, again, href) => {
    renderPage(<SuccessPage />, { url: `/success?flow=${flow}&id=42`, rules: CLIENT_RULES });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(done)).toBeInTheDocument();
    expect(screen.getByTestId('success-reference')).toHaveTextContent('Reference 42.');
    expect(screen.getByRole('link', { name: again })).toHaveAttribute('href', href);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('says "All done" for an unknown flow, and shows no reference that is not one', () => {
    renderPage(<SuccessPage />, { url: '/success?flow=launch-rocket&id=<b>x</b>' });
    expect(screen.getByRole('heading', { level: 1, name: 'All done' })).toBeInTheDocument();
    expect(screen.getByText('What you started is complete.')).toBeInTheDocument();
    expect(screen.queryByTestId('success-reference')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Back to home']);
  });

  it('says "All done" with no flow at all', () => {
    renderPage(<SuccessPage />, { url: '/success' });
    expect(screen.getByRole('heading', { level: 1, name: 'All done' })).toBeInTheDocument();
  });
});
