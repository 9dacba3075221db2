import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setupI18n } from '../../../testing/kit';
import { makeEmail } from '../../../testing/emailFixtures';
import { EmailMessage } from './EmailMessage';

const NEWSLETTER =
  '<p>Our spring sale</p>' +
  '<img src="https://tracker.example/open.gif?id=42" alt="Spring sale banner">' +
  '<img srcset="//cdn.example/logo.png 1x" alt="Shop logo">' +
  '<p><a href="https://shop.example/sale">See the offers</a></p>';

const remoteImages = (container: HTMLElement) =>
  container.querySelectorAll('img[src^="http"], img[src^="//"], img[srcset]');

/** The view shows the next email in the same place, as EmailView does when another one is opened. */
function NextEmail() {
  const [id, setId] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setId(2)}>
        Next email
      </button>
      <EmailMessage email={makeEmail(id, { message: NEWSLETTER })} />
    </>
  );
}

describe('EmailMessage', () => {
  beforeAll(async () => {
    await setupI18n();
  });

  it('loads no remote image until the reader asks, then shows them', async () => {
    const { container } = renderPage(<EmailMessage email={makeEmail(1, { message: NEWSLETTER })} />);
    const message = screen.getByRole('article', { name: 'Message from Sender 1' });

    const notice = await within(message).findByRole('status');
    expect(notice).toHaveTextContent('Images in this message are hidden.');
    expect(remoteImages(container)).toHaveLength(0);
    expect(within(message).getByText('Our spring sale')).toBeInTheDocument();

    await userEvent.click(within(notice).getByRole('button', { name: 'Show images' }));
    expect(within(message).getByRole('img', { name: 'Spring sale banner' })).toHaveAttribute(
      'src',
      'https://tracker.example/open.gif?id=42',
    );
    expect(within(message).getByRole('img', { name: 'Shop logo' })).toHaveAttribute(
      'srcset',
      '//cdn.example/logo.png 1x',
    );
    expect(within(message).queryByRole('button', { name: 'Show images' })).not.toBeInTheDocument();
  });

  it('asks again for the next message shown in its place', async () => {
    renderPage(<NextEmail />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show images' }));
    expect(screen.getByRole('img', { name: 'Spring sale banner' })).toHaveAttribute('src');

    await userEvent.click(screen.getByRole('button', { name: 'Next email' }));
    expect(screen.getByRole('article', { name: 'Message from Sender 2' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Show images' })).toBeInTheDocument();
    expect(remoteImages(document.body)).toHaveLength(0);
  });

  it('shows no notice for a message without remote images', () => {
    renderPage(<EmailMessage email={makeEmail(1, { message: '<p>Plain <strong>text</strong></p>' })} />);
    expect(screen.getByText('text')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show images' })).not.toBeInTheDocument();
  });

  it('opens the links of a message in a new tab that cannot reach back', () => {
    renderPage(<EmailMessage email={makeEmail(1, { message: NEWSLETTER })} />);
    const link = screen.getByRole('link', { name: 'See the offers' });
    expect(link).toHaveAttribute('href', 'https://shop.example/sale');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
