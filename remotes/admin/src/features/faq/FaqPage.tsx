import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconMail, IconPhone, IconSearch } from '@tabler/icons-react';
import { useListState } from '@atrium/platform';
import {
  Button,
  Card,
  CardContent,
  EmptyState,
  ErrorState,
  Grid,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
} from '@atrium/ui';
import { DataIcon } from '@atrium/ui';
import { useFaq } from './api/getFaq';
import { FaqAccordion } from './components/FaqAccordion';

// The tint is laid over the card's paper (the surface primary.text is made to read on, with the
// tonal over it); over the page's own background, a shade darker in light mode, it falls short.
const Hero = styled(Card)`
  margin-block-end: 1.5rem;
  .band {
    display: grid;
    justify-items: center;
    gap: 0.75rem;
    padding: 3rem 1.5rem;
    text-align: center;
    border-radius: inherit;
    background: ${({ theme }) => theme.palette.primary.tonal};
  }
  h1 {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 500;
    /* The readable shade of the primary: the gold itself is too light for text on its tint. */
    color: ${({ theme }) => theme.palette.primary.text};
  }
  p {
    margin: 0;
    /* The muted text shade falls below 4.5:1 on the tint over the paper in dark mode. */
    color: ${({ theme }) => theme.palette.text.primary};
  }
`;

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 960px) {
    grid-template-columns: 16rem minmax(0, 1fr);
  }
  [role='tablist'] {
    flex-direction: column;
    align-items: stretch;
    border: 0;
  }
`;

const GroupHead = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-block-end: 1rem;
  h2 {
    margin: 0;
    font-size: 1.125rem;
    font-weight: 500;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Contacts = styled(Grid).attrs({ $min: '16rem' })`
  margin-block-start: 1.5rem;
  a {
    color: ${({ theme }) => theme.palette.text.primary};
    font-weight: 500;
  }
`;

const ContactCard = styled(Card)`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  padding: 1.5rem;
  text-align: center;
  svg {
    color: ${({ theme }) => theme.palette.primary.main};
  }
`;

/** The FAQ: search (in the URL) over the questions, one group at a time as an accordion, contacts. */
export default function FaqPage() {
  const { t } = useTranslation('admin');
  const list = useListState();
  const faq = useFaq({ q: list.q || undefined });
  const groups = faq.data ?? [];
  // By id, the same in every language: the page keeps its group when the language changes.
  const active = groups.find((g) => g.id === list.filters.group)?.id ?? groups[0]?.id;

  let body: ReactNode;
  if (faq.isLoading) {
    body = (
      <Layout aria-busy="true">
        <Skeleton $height="16rem" />
        <Skeleton $height="24rem" />
      </Layout>
    );
  } else if (faq.error) {
    body = (
      <Card>
        <ErrorState message={faq.error.message} onRetry={() => void faq.refetch()} />
      </Card>
    );
  } else if (!groups.length || !active) {
    body = (
      <Card>
        <EmptyState
          title={t('faq.empty')}
          text={t('faq.emptyText', { q: list.q })}
          action={
            <Button variant="tonal" onClick={() => list.update({ q: undefined, group: undefined })}>
              {t('faq.clearSearch')}
            </Button>
          }
        />
      </Card>
    );
  } else {
    body = (
      <Tabs value={active} onValueChange={(group) => list.update({ group })} orientation="vertical">
        <Layout>
          <TabList variant="pills" aria-label={t('faq.groups')}>
            {groups.map((g) => (
              <Tab key={g.id} value={g.id} icon={<DataIcon name={g.faqIcon} size={18} />}>
                {g.faqTitle}
              </Tab>
            ))}
          </TabList>
          {groups.map((g) => (
            <TabPanel key={g.id} value={g.id}>
              <GroupHead>
                <DataIcon name={g.faqIcon} size={32} />
                <div>
                  <h2>{g.faqTitle}</h2>
                  <p>{g.faqSubtitle}</p>
                </div>
              </GroupHead>
              <FaqAccordion items={g.faqs} />
            </TabPanel>
          ))}
        </Layout>
      </Tabs>
    );
  }

  return (
    <>
      <Hero as="section" aria-labelledby="faq-title">
        <div className="band">
          <h1 id="faq-title">{t('faq.title')}</h1>
          <p>{t('faq.subtitle')}</p>
          <TextField
            type="search"
            aria-label={t('faq.search')}
            placeholder={t('faq.search')}
            defaultValue={list.q}
            startAdornment={<IconSearch size={18} aria-hidden="true" />}
            onChange={(e) => list.update({ q: e.target.value })}
            style={{ inlineSize: 'min(32rem, 100%)' }}
          />
        </div>
      </Hero>
      {body}
      <CardContent style={{ textAlign: 'center' }}>
        <h2 style={{ margin: 0, fontSize: '1.25rem', fontWeight: 500 }}>{t('faq.stillQuestion')}</h2>
        <p>{t('faq.stillQuestionText')}</p>
      </CardContent>
      <Contacts>
        <ContactCard>
          <IconPhone size={32} aria-hidden="true" />
          <a href="tel:+15550000000" dir="ltr">
            + (1) 555-000-0000
          </a>
          <span>{t('faq.phoneHint')}</span>
        </ContactCard>
        <ContactCard>
          <IconMail size={32} aria-hidden="true" />
          <a href="mailto:help@atrium.example">help@atrium.example</a>
          <span>{t('faq.mailHint')}</span>
        </ContactCard>
      </Contacts>
    </>
  );
}
