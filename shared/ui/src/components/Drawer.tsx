import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { IconX } from '@tabler/icons-react';
import { IconButton } from './IconButton';
import { useFocusReturn } from './focusReturn';
import { DialogOverlay } from './Dialog';

const WIDTHS = { sm: 20, md: 25, lg: 36 };

export type DrawerSize = keyof typeof WIDTHS;
export type DrawerSide = 'start' | 'end';

/** Slides in from the physical side that the logical side resolves to (mirrored in RTL). */
const slideFromRight = keyframes`from { transform: translateX(100%); } to { transform: none; }`;
const slideFromLeft = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;

const Content = styled(RadixDialog.Content)<{ $size: DrawerSize; $side: DrawerSide }>`
  position: fixed;
  inset-block: 0;
  ${({ $side }) =>
    $side === 'end'
      ? css`
          inset-inline-end: 0;
          animation: ${slideFromRight} 0.2s ease-out;
          [dir='rtl'] & {
            animation-name: ${slideFromLeft};
          }
        `
      : css`
          inset-inline-start: 0;
          animation: ${slideFromLeft} 0.2s ease-out;
          [dir='rtl'] & {
            animation-name: ${slideFromRight};
          }
        `}
  z-index: ${({ theme }) => theme.zIndex.dialog + 1};
  display: flex;
  flex-direction: column;
  inline-size: min(${({ $size }) => WIDTHS[$size]}rem, 100vw);
  background: ${({ theme }) => theme.palette.background.paper};
  color: ${({ theme }) => theme.palette.text.primary};
  box-shadow: ${({ theme }) => theme.shadows[4]};
  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.25rem 1.5rem;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
`;

const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 500;
`;

const Description = styled(RadixDialog.Description)`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: 1.5rem;
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  padding: 1rem 1.5rem;
  border-block-start: 1px solid ${({ theme }) => theme.palette.divider};
`;

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Pinned under the scrolling body (form actions). */
  footer?: ReactNode;
  /** sm 20rem, md 25rem (default), lg 36rem; never wider than the viewport. */
  size?: DrawerSize;
  /** The inline side it opens from: `end` (default) is the right in LTR and the left in RTL. */
  side?: DrawerSide;
}

/** A side sheet (Radix Dialog): modal, focus trapped and restored, Escape and the overlay close it. */
export function Drawer({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  side = 'end',
}: DrawerProps) {
  const { t } = useTranslation('ui');
  const focusReturn = useFocusReturn();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <DialogOverlay />
        <Content $size={size} $side={side} {...focusReturn}>
          <Header>
            <Title>{title}</Title>
            <RadixDialog.Close asChild>
              <IconButton aria-label={t('close', 'Close')} size="sm">
                <IconX size={18} aria-hidden="true" />
              </IconButton>
            </RadixDialog.Close>
          </Header>
          <Body>
            {description ? <Description>{description}</Description> : <RadixDialog.Description />}
            {children}
          </Body>
          {footer && <Footer>{footer}</Footer>}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
