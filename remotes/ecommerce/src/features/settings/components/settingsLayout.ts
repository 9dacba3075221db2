import styled from 'styled-components';

// The layout pieces of the settings sections (the form itself is @atrium/ui/forms' SettingsForm).

/** A grid of fields inside a card. */
export const FieldGrid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  & > .wide {
    grid-column: 1 / -1;
  }
`;

/** A stack of controls (switches, checkboxes) inside a card. */
export const ControlStack = styled.div`
  display: grid;
  gap: 1rem;
`;

/** A group of checkboxes with a visible name. */
export const CheckboxGroup = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  legend {
    padding: 0;
    margin-block-end: 0.5rem;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.palette.text.primary};
  }
  .options {
    display: grid;
    gap: 0.75rem 1rem;
    grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  }
`;
