import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ColorName } from '../theme/theme';

const COLORS: ColorName[] = ['primary', 'success', 'error', 'warning', 'info', 'secondary'];

export function initials(name: string | null | undefined): string {
  const parts = (typeof name === 'string' ? name : '').trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return '?';
  const first = parts[0][0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A stable colour per name, so the same person keeps the same avatar colour. */
export function colorFor(name: string | null | undefined): ColorName {
  let hash = 0;
  for (const ch of typeof name === 'string' ? name : '') hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return COLORS[Math.abs(hash) % COLORS.length];
}

const Root = styled.span<{ $size: number; $color: ColorName }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  font-weight: 500;
  color: ${({ theme, $color }) => theme.palette[$color].text};
  background: ${({ theme, $color }) => theme.palette[$color].tonal};
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export interface AvatarProps {
  /** Whose avatar: used for the alt text and the initials (data may lack it: then "?" and no label). */
  name: string | null | undefined;
  src?: string | null;
  size?: number;
  color?: ColorName;
  icon?: ReactNode;
}

const UPLOADED = '/api/media/';

/**
 * A picture uploaded to the API is kept with smaller copies (`GET /api/media/{id}?w=`): an avatar asks
 * for the one its size needs on a 2× screen rather than the whole picture. Other addresses are as given.
 */
export function avatarSource(src: string, size: number): string {
  return src.startsWith(UPLOADED) && !src.includes('?') ? `${src}?w=${Math.ceil(size * 2)}` : src;
}

/** A picture, or the person's initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 38, color, icon }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const showImage = !!src && !failed;
  const label = typeof name === 'string' && name.trim() ? name : undefined;
  return (
    <Root
      $size={size}
      $color={color ?? colorFor(name)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {showImage ? (
        <img
          src={avatarSource(src, size)}
          alt=""
          width={size}
          height={size}
          onError={() => setFailed(true)}
        />
      ) : (
        (icon ?? <span aria-hidden="true">{initials(name)}</span>)
      )}
    </Root>
  );
}

const Group = styled.span`
  display: inline-flex;
  & > * + * {
    margin-inline-start: -0.6rem;
  }
  & > * {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.palette.background.paper};
  }
`;

export function AvatarGroup({
  people,
  max = 4,
  size = 32,
}: {
  people: { name: string; src?: string | null }[];
  max?: number;
  size?: number;
}) {
  const shown = people.slice(0, max);
  const extra = people.length - shown.length;
  return (
    <Group>
      {shown.map((p, i) => (
        <Avatar key={`${p.name}-${i}`} name={p.name} src={p.src} size={size} />
      ))}
      {extra > 0 && (
        <Root $size={size} $color="secondary" aria-label={`+${extra}`} role="img">
          <span aria-hidden="true">+{extra}</span>
        </Root>
      )}
    </Group>
  );
}
