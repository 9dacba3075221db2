import type { ReactNode } from 'react';
import { Drawer } from '@atrium/ui';

/** The folders and labels on small screens, in a side sheet opening from the start side. */
export function MailboxDrawer({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={title} side="start" size="sm">
      {children}
    </Drawer>
  );
}
