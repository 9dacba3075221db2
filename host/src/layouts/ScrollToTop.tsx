import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconArrowUp } from '@tabler/icons-react';
import { IconButton } from '@atrium/ui/core';

/** The page is scrolled further than this before the button appears. */
export const SCROLL_TO_TOP_THRESHOLD = 200;

const Place = styled.div`
  position: fixed;
  inset-block-end: 4.5rem;
  inset-inline-end: 1.5rem;
  z-index: ${({ theme }) => theme.zIndex.navbar};
  box-shadow: ${({ theme }) => theme.shadows[3]};
  border-radius: 50%;
`;

/** A button back to the top, shown once the page is scrolled past the threshold. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // Not read at mount: reading the scroll position forces a layout of the page being built, and a
    // page opened scrolled (a restored position) gets a scroll event anyway.
    const onScroll = () => setShown(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <Place>
      <IconButton
        variant="tonal"
        color="primary"
        size="lg"
        aria-label={t('scrollToTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <IconArrowUp size={22} />
      </IconButton>
    </Place>
  );
}
