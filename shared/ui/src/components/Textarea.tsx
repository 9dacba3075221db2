import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, HelperText, InputFrame, Label } from './TextField';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label?: string;
  /** An error message: shown under the field, marks it invalid. */
  error?: string;
  helperText?: string;
  /** Let the user resize it vertically (default true). */
  resizable?: boolean;
}

const Frame = styled(InputFrame)`
  align-items: stretch;
  padding-block: 0.25rem;
`;

const Native = styled.textarea<{ $resizable: boolean }>`
  resize: ${({ $resizable }) => ($resizable ? 'vertical' : 'none')};
  line-height: 1.5;
  min-block-size: 3rem;
`;

/** A labelled multi-line input with its error under it; forwards its ref (react-hook-form `register`). */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, error, helperText, resizable = true, rows = 3, id, className, style, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const message = error ?? helperText;
  return (
    <Field className={className} style={style}>
      {label && <Label htmlFor={inputId}>{label}</Label>}
      <Frame $invalid={!!error}>
        <Native
          ref={ref}
          id={inputId}
          rows={rows}
          $resizable={resizable}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...rest}
        />
      </Frame>
      {message && (
        <HelperText id={messageId} $error={!!error} role={error ? 'alert' : undefined}>
          {message}
        </HelperText>
      )}
    </Field>
  );
});
