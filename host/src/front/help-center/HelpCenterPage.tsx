import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import type { HelpCenterResponse } from '@atrium/contracts';
import {
  ButtonAnchor,
  Card,
  CardContent,
  DataIcon,
  EmptyState,
  ErrorState,
  Grid,
  Skeleton,
  TextField,
} from '@atrium/ui/core';
import { articlePath, searchArticles } from './articleSearch';
import { ArticleCard } from './ArticleCard';
import { FrontLayout } from '../layout/FrontLayout';
import { useApiData } from '../../standalone/useApiData';
import { useQueryParam } from '../../standalone/useQueryParam';
import { useDocumentTitle } from '../../app/useDocumentTitle';

/** Icons for the sample topics, by slug (their images are not part of the sample data). */
const TOPIC_ICONS: Record<string, string> = {
  'getting-started': 'rocket',
  'first-steps': 'gift',
  'external-content': 'keyboard',
  blogging: 'device-laptop',
  'inspiration-center': 'bulb',
  community: 'brand-discord',
};

const Hero = styled.section`
  display: grid;
  justify-items: center;
  gap: 1rem;
  padding: 4rem 1.5rem 3rem;
  text-align: center;
  background: ${({ theme }) => theme.palette.primary.tonal};
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 2rem);
    font-weight: 600;
  }
  p {
    margin: 0;
    /* The muted text shade falls below 4.5:1 on the tint in dark mode. */
    color: ${({ theme }) => theme.palette.text.primary};
  }
  .search {
    inline-size: min(100%, 32rem);
  }
`;

const Section = styled.section`
  inline-size: min(100% - 2rem, 72rem);
  margin: 3rem auto;
  h2 {
    margin: 0 0 1.5rem;
    text-align: center;
    font-size: 1.5rem;
    font-weight: 500;
  }
`;

const Columns = styled(Grid).attrs({ $min: '18rem', $fill: true })``;

const Category = styled(Card)`
  h3 {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    margin: 0 0 1rem;
    font-size: 1.125rem;
    font-weight: 500;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    color: ${({ theme }) => theme.palette.primary.text};
    text-decoration: underline;
  }
  svg.chevron {
    flex: none;
  }
  [dir='rtl'] & svg.chevron {
    transform: scaleX(-1);
  }
`;

const Help = styled(Section)`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/** A titled row of topic cards (popular articles, keep learning). */
function TopicCards({
  id,
  title,
  topics,
}: {
  id: string;
  title: string;
  topics: { slug: string; title: string; subtitle: string }[];
}) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Columns>
        {topics.map((topic) => (
          <ArticleCard
            key={topic.slug}
            icon={TOPIC_ICONS[topic.slug] ?? 'help'}
            title={topic.title}
            subtitle={topic.subtitle}
          />
        ))}
      </Columns>
    </Section>
  );
}

/**
 * The help center (a public front page): search the articles (the query kept in the address), popular
 * ones, every topic, more to learn. GET /api/pages/help-center.
 */
export function HelpCenterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('help.title'), t('help.intro'));
  const [q, setQ] = useQueryParam('q');
  const help = useApiData<HelpCenterResponse>('/api/pages/help-center');
  const categories = help.data ? searchArticles(help.data.allArticles, q) : [];

  return (
    <FrontLayout>
      <Hero>
        <h1>{t('help.hello')}</h1>
        <p>{t('help.intro')}</p>
        <TextField
          className="search"
          type="search"
          aria-label={t('help.search')}
          placeholder={t('help.search')}
          defaultValue={q}
          startAdornment={<IconSearch size={18} aria-hidden="true" />}
          onChange={(e) => setQ(e.target.value)}
        />
      </Hero>

      {help.error ? (
        <Section>
          <ErrorState message={help.error.message} onRetry={help.retry} />
        </Section>
      ) : !help.data ? (
        <Section aria-busy="true">
          <Columns>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} $height="12rem" />
            ))}
          </Columns>
        </Section>
      ) : (
        <>
          {!q && <TopicCards id="popular" title={t('help.popular')} topics={help.data.popularArticles} />}

          <Section aria-labelledby="topics">
            <h2 id="topics">{t(q ? 'help.results' : 'help.knowledgeBase')}</h2>
            {categories.length === 0 ? (
              <EmptyState title={t('help.noResults', { q: q })} />
            ) : (
              <Columns>
                {categories.map((category) => (
                  <Category key={category.title}>
                    <CardContent>
                      <h3>
                        <DataIcon name={category.icon} size={22} />
                        {category.title}
                      </h3>
                      <ul>
                        {category.articles.map((a) => (
                          <li key={a.slug}>
                            <a href={articlePath(a.slug)}>
                              <IconChevronRight className="chevron" size={16} aria-hidden="true" />
                              <span dir="auto">{a.title}</span>
                            </a>
                          </li>
                        ))}
                      </ul>
                    </CardContent>
                  </Category>
                ))}
              </Columns>
            )}
          </Section>

          {!q && <TopicCards id="learn" title={t('help.keepLearning')} topics={help.data.keepLearning} />}
        </>
      )}

      <Help aria-labelledby="still">
        <h2 id="still">{t('help.stillNeedHelp')}</h2>
        <p>{t('help.stillNeedHelpText')}</p>
        <ButtonAnchor href="/apps/email">{t('help.contactUs')}</ButtonAnchor>
      </Help>
    </FrontLayout>
  );
}
