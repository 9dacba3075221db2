import styled from 'styled-components';

/** Text for screen readers only (a count's meaning, a heading the layout shows another way). */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  inline-size: 1px;
  block-size: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
