import { Toaster as Sonner, toast } from 'sonner';
import { useTheme } from 'styled-components';

export { toast };

/** Toasts (sonner), themed and placed for the current direction. Actions (e.g. Undo) via toast(…, { action }). */
export function Toaster() {
  const theme = useTheme();
  return (
    <Sonner
      theme={theme.mode}
      dir={theme.direction}
      position={theme.direction === 'rtl' ? 'bottom-left' : 'bottom-right'}
      richColors
      closeButton
      toastOptions={{ style: { fontFamily: theme.font.family } }}
    />
  );
}
