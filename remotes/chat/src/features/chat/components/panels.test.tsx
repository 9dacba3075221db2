import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, resetMockDb } from '@atrium/mocks';
import { server } from '@atrium/mocks/node';
import { renderPage, setupI18n, startMockApi } from '../../../testing/kit';
import ChatPage from '../ChatPage';

// The demo admin's saved chat profile (the page calls the API as the admin, user 51).
const adminProfile = () => db.chatProfiles['51'];

const renderChat = (url: string) => renderPage(<ChatPage />, { url, path: '/apps/chat' });

const openProfile = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Show the profile of John Doe' }));
  return screen.findByRole('dialog', { name: 'Profile' });
};

describe('the profile and contact panels', () => {
  beforeAll(async () => {
    await setupI18n();
    await startMockApi();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('saves the status through the API and shows it on the avatar', async () => {
    renderChat('/apps/chat');
    const profile = await openProfile();
    await userEvent.click(within(profile).getByRole('radio', { name: 'Busy' }));
    await waitFor(() => expect(adminProfile().status).toBe('busy'));
    expect(within(profile).getByRole('radio', { name: 'Busy' })).toBeChecked();
    // The avatar beside the search says the new presence too.
    await userEvent.keyboard('{Escape}');
    const me = screen.getByRole('button', { name: 'Show the profile of John Doe' });
    await waitFor(() => expect(me).toHaveTextContent('Busy'));
  });

  it('saves the notifications setting and the about text', async () => {
    renderChat('/apps/chat');
    const profile = await openProfile();
    await userEvent.click(within(profile).getByRole('switch', { name: 'Notifications' }));
    await waitFor(() => expect(adminProfile().settings.isNotificationsOn).toBe(true));
    expect(within(profile).getByRole('switch', { name: 'Notifications' })).toBeChecked();

    const about = within(profile).getByRole('textbox', { name: 'About' });
    await userEvent.clear(about);
    await userEvent.type(about, 'Back on Monday');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save about' }));
    await waitFor(() => expect(adminProfile().about).toBe('Back on Monday'));
    expect(await screen.findByText('About saved')).toBeInTheDocument();
  });

  it('refuses an about text that is too long, and saves nothing', async () => {
    const saved = adminProfile().about;
    renderChat('/apps/chat');
    const profile = await openProfile();
    const about = within(profile).getByRole('textbox', { name: 'About' });
    await userEvent.clear(about);
    await userEvent.click(about);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(within(profile).getByRole('button', { name: 'Save about' }));
    expect(await within(profile).findByText('Use at most 500 characters')).toBeInTheDocument();
    expect(adminProfile().about).toBe(saved);
  });

  it("shows a contact's about, details and shared media", async () => {
    renderChat('/apps/chat?chat=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Show the card of Gavin Griffith' }));
    const panel = await screen.findByRole('dialog', { name: 'Contact' });
    expect(within(panel).getByRole('region', { name: 'About' })).toHaveTextContent('frontend developer');
    const details = within(panel).getByRole('region', { name: 'Contact details' });
    expect(within(details).getByRole('link', { name: 'gavin.griffith@atrium.test' })).toHaveAttribute(
      'href',
      'mailto:gavin.griffith@atrium.test',
    );
    expect(within(details).getByText(/Phone/)).toBeInTheDocument();
    const media = within(panel).getByRole('region', { name: 'Shared media' });
    expect(
      within(media)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Apple Watch Series 7', 'AirPods Pro']);
  });

  it('leaves the shared media out for a contact who shared none', async () => {
    renderChat('/apps/chat?chat=4');
    await userEvent.click(await screen.findByRole('button', { name: 'Show the card of Janie West' }));
    const panel = await screen.findByRole('dialog', { name: 'Contact' });
    expect(within(panel).getByRole('region', { name: 'Contact details' })).toBeInTheDocument();
    expect(within(panel).queryByRole('region', { name: 'Shared media' })).not.toBeInTheDocument();
    expect(within(panel).queryByText('Shared media')).not.toBeInTheDocument();
  });
});
