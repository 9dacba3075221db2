/** What every example dialog takes: whether it is open, and how it closes. */
export interface ExampleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
