import {
  forwardRef,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';
import { Field, FieldLabel, FieldMessage, InputFrame, type FieldVariant } from './TextField';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label?: string;
  /** An error message: shown under the field, marks it invalid. */
  error?: string;
  helperText?: string;
  /** Let the user resize it vertically (default true; off when it grows by itself). */
  resizable?: boolean;
  /** Grow with the text from `rows` lines up to `maxRows`, then scroll. */
  autoGrow?: boolean;
  maxRows?: number;
  /** Shows "120/500" under the field (with `maxLength`) and announces the room left near the limit. */
  showCount?: boolean;
  variant?: FieldVariant;
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

/** Sets the height to the content's, between `rows` and `maxRows` lines (scrolling beyond). */
function fitToContent(node: HTMLTextAreaElement, rows: number, maxRows: number | undefined) {
  const style = getComputedStyle(node);
  const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5 || 24;
  const padding = parseFloat(style.paddingBlockStart || '0') + parseFloat(style.paddingBlockEnd || '0');
  node.style.blockSize = 'auto';
  const min = rows * line + padding;
  const max = maxRows ? maxRows * line + padding : Infinity;
  const height = Math.min(max, Math.max(min, node.scrollHeight));
  node.style.blockSize = `${height}px`;
  node.style.overflowY = node.scrollHeight > max ? 'auto' : 'hidden';
}

/** A labelled multi-line input with its error under it; forwards its ref (react-hook-form `register`). */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  {
    label,
    error,
    helperText,
    resizable = true,
    autoGrow,
    maxRows,
    showCount,
    variant = 'outlined',
    rows = 3,
    id,
    className,
    style,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const limitId = `${inputId}-limit`;
  const message = error ?? helperText;
  const node = useRef<HTMLTextAreaElement | null>(null);
  const setRefs = useCallback(
    (element: HTMLTextAreaElement | null) => {
      node.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  const [uncontrolledLength, setUncontrolledLength] = useState(String(rest.defaultValue ?? '').length);
  const length = rest.value !== undefined ? String(rest.value).length : uncontrolledLength;
  useLayoutEffect(() => {
    if (autoGrow && node.current) fitToContent(node.current, rows, maxRows);
  }, [autoGrow, rows, maxRows, length]);
  const describedBy = [message && messageId, showCount && rest.maxLength !== undefined && limitId]
    .filter(Boolean)
    .join(' ');
  return (
    <Field className={className} style={style}>
      {label && (
        <FieldLabel htmlFor={inputId} required={rest.required}>
          {label}
        </FieldLabel>
      )}
      <Frame $invalid={!!error} $variant={variant} $readOnly={rest.readOnly}>
        <Native
          ref={setRefs}
          id={inputId}
          rows={rows}
          $resizable={resizable && !autoGrow}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...rest}
          onChange={(event) => {
            setUncontrolledLength(event.target.value.length);
            if (autoGrow) fitToContent(event.target, rows, maxRows);
            rest.onChange?.(event);
          }}
        />
      </Frame>
      <FieldMessage
        id={messageId}
        limitId={limitId}
        error={error}
        helperText={helperText}
        count={showCount ? length : undefined}
        maxLength={rest.maxLength}
      />
    </Field>
  );
});
