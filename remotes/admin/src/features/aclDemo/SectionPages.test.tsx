import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_RULES } from '@atrium/testing';
import { renderPage } from '../../testing/kit';
import { setupAclDemo } from './aclDemoTestKit';
import { Section1Page } from './Section1Page';
import { Section2Page } from './Section2Page';
import { Section3Page } from './Section3Page';

const statusOf = (subject: string) =>
  within(screen.getByRole('rowheader', { name: subject }).closest('tr')!).getAllByRole('cell')[0];

describe('AclDemo sections', () => {
  beforeAll(setupAclDemo);

  it('section 1 says the admin may do everything', () => {
    renderPage(<Section1Page />, { url: '/apps/sections/section1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your access' })).toBeInTheDocument();
    expect(screen.getByText(/may do everything: every screen/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your rules' })).getAllByRole('listitem')).toEqual([
      expect.objectContaining({ textContent: 'You may do anything with everything.' }),
    ]);
  });

  it('section 1 tells the client their one rule, and that access is restricted', () => {
    renderPage(<Section1Page />, { url: '/apps/sections/section1', rules: CLIENT_RULES });
    expect(screen.getByText(/restricted access/)).toBeInTheDocument();
    const rules = within(screen.getByRole('list', { name: 'Your rules' })).getAllByRole('listitem');
    expect(rules.map((r) => r.textContent)).toEqual(['You may read Start page and profile.']);
  });

  it('each section links to the three, the one shown marked current', () => {
    renderPage(<Section2Page />, { url: '/apps/sections/section2' });
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/apps/sections/section1', '/apps/sections/section2', '/apps/sections/section3']);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Screens for you');
  });

  it('section 2 opens every screen to the admin', () => {
    renderPage(<Section2Page />, { url: '/apps/sections/section2' });
    expect(screen.getByTestId('screens-summary')).toHaveTextContent('You can open 4 of 4 subjects.');
    expect(statusOf('Users')).toHaveTextContent('You can open');
    expect(screen.getByRole('link', { name: 'Roles' })).toHaveAttribute('href', '/apps/roles');
  });

  it('section 2 shows the client what they can and cannot reach', () => {
    renderPage(<Section2Page />, { url: '/apps/sections/section2', rules: CLIENT_RULES });
    expect(screen.getByTestId('screens-summary')).toHaveTextContent('You can open 1 of 4 subjects.');
    expect(statusOf('Start page and profile')).toHaveTextContent('You can open');
    expect(statusOf('Users')).toHaveTextContent('Not for you');
    expect(screen.getByRole('link', { name: 'My dashboard' })).toHaveAttribute(
      'href',
      '/apps/user/dashboard',
    );
    // A closed screen is named, not linked.
    expect(screen.queryByRole('link', { name: 'Roles' })).not.toBeInTheDocument();
    expect(screen.getByText('Roles', { selector: 'li' })).toBeInTheDocument();
  });

  it('section 3 answers the admin yes and the client no to the same question', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage(<Section3Page />, { url: '/apps/sections/section3' });
    await user.selectOptions(screen.getByLabelText('Action'), 'delete');
    await user.selectOptions(screen.getByLabelText('Subject'), 'User');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByTestId('try-answer')).toHaveTextContent('Yes: your rules let you delete Users.');
    unmount();

    renderPage(<Section3Page />, { url: '/apps/sections/section3', rules: CLIENT_RULES });
    await user.selectOptions(screen.getByLabelText('Action'), 'delete');
    await user.selectOptions(screen.getByLabelText('Subject'), 'User');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByTestId('try-answer')).toHaveTextContent('No: your rules do not let you delete Users.');
  });

  it('section 3 quick questions answer the client at once', async () => {
    const user = userEvent.setup();
    renderPage(<Section3Page />, { url: '/apps/sections/section3', rules: CLIENT_RULES });
    await user.click(screen.getByRole('button', { name: 'May I read Start page and profile?' }));
    expect(screen.getByTestId('try-answer')).toHaveTextContent(
      'Yes: your rules let you read Start page and profile.',
    );
    await user.click(screen.getByRole('button', { name: 'May I create Users?' }));
    expect(screen.getByTestId('try-answer')).toHaveTextContent('No: your rules do not let you create Users.');
  });
});
