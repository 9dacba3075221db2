import styled from 'styled-components';

/** A slider's room in a demo row: a share of the width, never narrower than a phone column. */
export const SliderBox = styled.div`
  flex: 1 1 16rem;
  align-self: flex-start;
  min-inline-size: 0;
  padding-block: 0.5rem;
`;

/** Vertical sliders side by side. */
export const VerticalRow = styled.div`
  display: flex;
  gap: 3rem;
  padding-block: 0.5rem;
`;

/** A number in the page's language (Arabic digits in Arabic, a decimal comma in French). */
export function numberFormatter(language: string, options?: Intl.NumberFormatOptions) {
  const format = new Intl.NumberFormat(language, options);
  return (value: number) => format.format(value);
}
