import { useTheme } from 'styled-components';
import type { ColorName } from '@atrium/ui';

export type Scene = 'mountain' | 'sea' | 'city';

/**
 * Small landscape pictures for the image cards, drawn in the theme's colours (so they follow light,
 * dark and the primary colour) instead of shipping image files with the demo.
 */
export function CardArt({ scene, color = 'primary' }: { scene: Scene; color?: ColorName }) {
  const { palette } = useTheme();
  const main = palette[color].main;
  return (
    <svg viewBox="0 0 160 80" role="presentation" focusable="false">
      <rect width="160" height="80" fill={palette[color].tonal} />
      <circle cx="128" cy="20" r="9" fill={palette.warning.main} />
      {scene === 'mountain' && (
        <>
          <polygon points="0,80 45,22 90,80" fill={main} />
          <polygon points="60,80 105,35 160,80" fill={palette.secondary.main} />
        </>
      )}
      {scene === 'sea' && (
        <>
          <path d="M0 52 Q20 44 40 52 T80 52 T120 52 T160 52 V80 H0 Z" fill={main} />
          <path d="M0 64 Q20 56 40 64 T80 64 T120 64 T160 64 V80 H0 Z" fill={palette.info.main} />
        </>
      )}
      {scene === 'city' && (
        <>
          <rect x="12" y="38" width="22" height="42" fill={main} />
          <rect x="40" y="22" width="26" height="58" fill={palette.secondary.main} />
          <rect x="72" y="44" width="20" height="36" fill={main} />
          <rect x="98" y="30" width="28" height="50" fill={palette.secondary.main} />
          <rect x="132" y="48" width="18" height="32" fill={main} />
        </>
      )}
    </svg>
  );
}
