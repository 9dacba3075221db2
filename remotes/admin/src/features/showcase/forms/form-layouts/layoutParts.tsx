import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { IconChevronDown } from '@tabler/icons-react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Alert } from '@atrium/ui';

/** A TextField's, Select's or Textarea's registration and (translated) error. */
export function useRegisteredField<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>) {
  const { register, getFieldState, formState } = form;
  return (name: Path<T>) => ({ ...register(name), error: getFieldState(name, formState).error?.message });
}

/** Labels beside their fields from the medium breakpoint, above them on narrow screens. */
export const HorizontalFields = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    & > * {
      grid-template-columns: 10rem minmax(0, 1fr);
      column-gap: 1.5rem;
      align-items: center;
    }
    & > * > label {
      grid-column: 1;
    }
    & > * > :not(label) {
      grid-column: 2;
    }
  }
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-block-start: 1.5rem;
`;

/** The actions of a long form, kept in view at the bottom of the screen while it scrolls. */
export const StickyActions = styled(FormActions)`
  position: sticky;
  inset-block-end: 0;
  z-index: 1;
  justify-content: flex-end;
  margin-inline: -1.5rem;
  padding: 1rem 1.5rem;
  border-block-start: 1px solid ${({ theme }) => theme.palette.divider};
  background: ${({ theme }) => theme.palette.background.paper};
  box-shadow: 0 -0.25rem 0.75rem ${({ theme }) => theme.palette.action.hover};
`;

export const SectionGrid = styled.div`
  display: grid;
  gap: 1rem 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  /* A field with a message under it does not stretch its neighbours' inputs. */
  align-items: start;
  padding-block: 1rem 1.5rem;
`;

const SectionButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  inline-size: 100%;
  padding: 0.75rem 0;
  border: 0;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  background: none;
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;
  svg {
    transition: transform 0.2s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: 2px;
  }
`;

/**
 * A part of a long form that folds away: its heading is a button (Enter or Space) that says whether
 * it is open. Folded fields stay mounted, so their values and errors are kept and still validated.
 */
export function CollapsibleSection({
  title,
  defaultOpen = true,
  invalid = false,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  /** A field inside has an error: the section opens to show it. */
  invalid?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  useEffect(() => {
    if (invalid) setOpen(true);
  }, [invalid]);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 style={{ margin: 0, fontSize: 'inherit' }}>
        <SectionButton
          type="button"
          id={`${id}-title`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
        >
          {title}
          <IconChevronDown size={18} aria-hidden="true" />
        </SectionButton>
      </h3>
      <div id={`${id}-panel`} hidden={!open}>
        {children}
      </div>
    </section>
  );
}

/** What a sent example form says (announced). */
export function SentAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Alert severity="success" role="status" style={{ marginBlockEnd: '1rem' }}>
      {message}
    </Alert>
  );
}
