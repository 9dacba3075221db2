import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconSearch } from '@tabler/icons-react';
import { SearchDialog } from './SearchDialog';

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  padding: 0.4rem 0.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: none;
  color: ${({ theme }) => theme.palette.text.secondary};
  font: inherit;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.palette.text.primary};
  }
  kbd {
    font-family: inherit;
    font-size: 0.75rem;
    padding: 0.05rem 0.35rem;
    border: 1px solid ${({ theme }) => theme.palette.divider};
    border-radius: ${({ theme }) => theme.radius.sm}px;
  }
  @media (max-width: 600px) {
    .label,
    kbd {
      display: none;
    }
  }
`;

const isMac = () => typeof navigator !== 'undefined' && /mac|iphone|ipad/i.test(navigator.platform);

/** The navbar's search button; Ctrl+K (⌘K on a Mac) opens it from anywhere. */
export function NavSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Trigger
        type="button"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        // Its label is hidden on small screens; the button keeps its name.
        aria-label={t('search.button')}
      >
        <IconSearch size={22} aria-hidden="true" />
        <span className="label">{t('search.button')}</span>
        <kbd>{isMac() ? '⌘K' : 'Ctrl+K'}</kbd>
      </Trigger>
      <SearchDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
