import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { IconX } from '@tabler/icons-react';
import { IconButton } from './IconButton';
import { useFocusReturn } from './focusReturn';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; }`;

const WIDTHS = { sm: 26, md: 36, lg: 52, xl: 72 };

export type DialogSize = keyof typeof WIDTHS | 'fullscreen';

export const DialogOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.palette.backdrop};
  animation: ${fadeIn} 0.15s ease-out;
`;

const Content = styled(RadixDialog.Content)<{ $size: DialogSize }>`
  position: fixed;
  inset: 0;
  margin: auto;
  z-index: ${({ theme }) => theme.zIndex.dialog + 1};
  ${({ $size }) =>
    $size === 'fullscreen'
      ? css`
          inline-size: 100vw;
          block-size: 100dvh;
          border-radius: 0 !important;
        `
      : css`
          block-size: fit-content;
          inline-size: min(${WIDTHS[$size]}rem, calc(100vw - 2rem));
          max-block-size: calc(100dvh - 2rem);
        `}
  overflow: auto;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.palette.background.paper};
  color: ${({ theme }) => theme.palette.text.primary};
  box-shadow: ${({ theme }) => theme.shadows[4]};
  animation: ${rise} 0.18s ease-out;
  &:focus {
    outline: none;
  }
`;

export const DialogTitle = styled(RadixDialog.Title)`
  margin: 0 0 0.5rem;
  padding-inline-end: 2rem;
  font-size: 1.25rem;
  font-weight: 500;
`;

export const DialogDescription = styled(RadixDialog.Description)`
  margin: 0 0 1.25rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-block-start: 1.5rem;
`;

/** Wrap a button in it (asChild) to close the dialog from its actions. */
export const DialogClose = RadixDialog.Close;

const Close = styled.div`
  position: absolute;
  inset-block-start: 0.75rem;
  inset-inline-end: 0.75rem;
`;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** sm 26rem, md 36rem (default), lg 52rem, xl 72rem, or the whole viewport. */
  size?: DialogSize;
  children?: ReactNode;
  /** Hide the corner close button (the dialog still closes with Escape). */
  hideClose?: boolean;
}

/** A modal dialog (Radix): focus trapped and restored, Escape and the overlay close it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  children,
  hideClose,
}: DialogProps) {
  const { t } = useTranslation('ui');
  const focusReturn = useFocusReturn();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <DialogOverlay />
        <Content $size={size} {...focusReturn}>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : <RadixDialog.Description />}
          {children}
          {!hideClose && (
            <Close>
              <RadixDialog.Close asChild>
                <IconButton aria-label={t('close', 'Close')} size="sm">
                  <IconX size={18} />
                </IconButton>
              </RadixDialog.Close>
            </Close>
          )}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
