import styled from 'styled-components';
import { ContactForm } from './form-layouts/ContactForm';
import { LongForm } from './form-layouts/LongForm';
import { MultiColumnForm } from './form-layouts/MultiColumnForm';

const Page = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  /* The two short forms side by side; the wide ones under them, full width. */
  & > :nth-child(n + 3) {
    grid-column: 1 / -1;
  }
`;

export default function FormLayoutsDemo() {
  return (
    <Page>
      <ContactForm layout="vertical" />
      <ContactForm layout="horizontal" />
      <MultiColumnForm />
      <LongForm />
    </Page>
  );
}
