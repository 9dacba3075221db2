import styled from 'styled-components';
import { ContactForm } from './form-layouts/ContactForm';
import { LongForm } from './form-layouts/LongForm';
import { MultiColumnForm } from './form-layouts/MultiColumnForm';

const Page = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
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
