import { forwardRef, useId, type FieldsetHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { ControlHint } from './Checkbox';
import { HelperText } from './TextField';

const Root = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  align-self: flex-start;
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-block-end: 0.5rem;
  font-size: 0.8125rem;
  font-weight: 500;
  color: ${({ theme }) => theme.palette.text.primary};
`;

const Items = styled.div<{ $layout: 'stacked' | 'inline' | 'grid'; $min: string }>`
  display: ${({ $layout }) => ($layout === 'grid' ? 'grid' : 'flex')};
  flex-direction: ${({ $layout }) => ($layout === 'stacked' ? 'column' : 'row')};
  flex-wrap: wrap;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min}), 1fr));
  gap: ${({ $layout }) => ($layout === 'inline' ? '0.625rem 1.5rem' : '0.75rem')};
`;

export interface FieldsetProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'children'> {
  /** The group's name, read before each control in it. */
  legend: ReactNode;
  /** A line of help under the legend. */
  description?: ReactNode;
  error?: string;
  /** stacked (default): one per line; inline: in a wrapping row; grid: columns of `minItemWidth`. */
  layout?: 'stacked' | 'inline' | 'grid';
  minItemWidth?: string;
  children: ReactNode;
}

/**
 * A named group of checkboxes, switches or choice cards (a native fieldset and legend). `disabled`
 * disables every native control inside; Radix controls take their own `disabled`.
 */
export const Fieldset = forwardRef<HTMLFieldSetElement, FieldsetProps>(function Fieldset(
  { legend, description, error, layout = 'stacked', minItemWidth = '14rem', children, ...rest },
  ref,
) {
  const id = useId();
  const describedBy = [description && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <Root
      ref={ref}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      {...rest}
    >
      <Legend>{legend}</Legend>
      {description && <ControlHint id={`${id}-hint`}>{description}</ControlHint>}
      <Items $layout={layout} $min={minItemWidth}>
        {children}
      </Items>
      {error && (
        <HelperText id={`${id}-error`} $error role="alert">
          {error}
        </HelperText>
      )}
    </Root>
  );
});
