import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Avatar, AvatarGroup, avatarSource, initials } from './Avatar';

describe('Avatar', () => {
  it('takes initials from a name', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('plato')).toBe('PL'.slice(0, initials('plato').length));
  });

  it('shows the picture, and the initials when it fails to load', () => {
    renderWithTheme(<Avatar name="Ada Lovelace" src="/ada.png" />);
    const img = screen.getByRole('img', { name: 'Ada Lovelace' });
    fireEvent.error(img.tagName === 'IMG' ? img : img.querySelector('img')!);
    expect(screen.getByText('AL')).toBeInTheDocument();
  });

  it('asks for the copy of an uploaded picture its size needs; other pictures as given', () => {
    const { container } = renderWithTheme(<Avatar name="Ada Lovelace" src="/api/media/ab12" size={38} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/media/ab12?w=76');
    expect(avatarSource('/images/products/watch.svg', 38)).toBe('/images/products/watch.svg');
    expect(avatarSource('/api/media/ab12?w=400', 38)).toBe('/api/media/ab12?w=400');
  });

  it('groups avatars and counts the ones left out', () => {
    const people = ['Ann Bee', 'Cy Dee', 'Ed Eff', 'Gi Hai', 'Ian Jo', 'Kay Lo'].map((name) => ({ name }));
    renderWithTheme(<AvatarGroup people={people} max={4} />);
    expect(screen.getByText('+2')).toBeInTheDocument();
  });

  it.each([undefined, null, '', '   '])(
    'copes with a missing name (%j): a "?" and no empty label',
    (name) => {
      const { container } = renderWithTheme(<Avatar name={name} />);
      expect(container).toHaveTextContent('?');
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
    },
  );
});
