import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { HelpCenterArticle, HelpCenterResponse } from '@atrium/contracts';
import { Card, CardContent, ErrorState, Skeleton } from '@atrium/ui/core';
import { SafeHtml } from '@atrium/ui/safe-html';
import { articlePath, articleSlugOf, categoryOf, HELP_CENTER_PATH } from '../help-center/articleSearch';
import { FrontLayout } from '../layout/FrontLayout';
import { useApiData } from '../../standalone/useApiData';
import { useDocumentTitle } from '../../app/useDocumentTitle';

const Layout = styled.div`
  inline-size: min(100% - 2rem, 72rem);
  margin: 2rem auto 4rem;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr) 18rem;
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Crumbs = styled.nav`
  margin-block-end: 1rem;
  font-size: 0.9375rem;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '/';
    margin-inline-end: 0.5rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  a {
    color: ${({ theme }) => theme.palette.primary.text};
  }
`;

const Article = styled.article`
  h1 {
    margin: 0 0 0.25rem;
    font-size: 1.75rem;
    font-weight: 500;
  }
  .updated {
    margin: 0 0 1.5rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  img {
    display: block;
    max-inline-size: 100%;
    block-size: auto;
    margin-block: 1rem;
    border-radius: ${({ theme }) => theme.radius.md}px;
  }
`;

const Related = styled.aside`
  h2 {
    margin: 0 0 1rem;
    font-size: 1.125rem;
    font-weight: 500;
  }
  ul {
    margin: 0;
    padding-inline-start: 1.25rem;
    display: grid;
    gap: 0.5rem;
  }
  a {
    color: inherit;
  }
  a[aria-current='page'] {
    font-weight: 600;
    color: ${({ theme }) => theme.palette.primary.text};
  }
`;

/**
 * An image of the article, left out if it cannot be loaded (the sample data names files it lacks). Its
 * usual 2:1 size reserves the space before it arrives, so the text does not jump (the image's own
 * proportions take over once it is loaded).
 */
function ArticleImage({ src, alt, first = false }: { src: string; alt: string; first?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  // The first picture is at the top of the article, in view: fetched at once and first; the others
  // when scrolled to.
  return (
    <img
      src={src}
      alt={alt}
      width={720}
      height={360}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      onError={() => setFailed(true)}
    />
  );
}

export interface HelpArticlePageProps {
  /** The article's slug (default: the last segment of this document's address). */
  slug?: string;
}

/**
 * One help article (the sample API answers every slug with its one article), its topic and related
 * articles. GET /api/pages/help-center/article and /api/pages/help-center.
 */
export function HelpArticlePage({ slug = articleSlugOf(window.location.pathname) }: HelpArticlePageProps) {
  const { t } = useTranslation();
  const article = useApiData<HelpCenterArticle>('/api/pages/help-center/article');
  const help = useApiData<HelpCenterResponse>('/api/pages/help-center');
  const category = help.data ? categoryOf(help.data.allArticles, slug) : undefined;
  useDocumentTitle(article.data?.title ?? t('help.articleTitle'), t('help.intro'));

  return (
    <FrontLayout>
      <Layout>
        <Card>
          <CardContent>
            <Crumbs aria-label={t('help.breadcrumbs')}>
              <ol>
                <li>
                  <a href={HELP_CENTER_PATH}>{t('help.title')}</a>
                </li>
                {category && (
                  <li>
                    <bdi>{category.title}</bdi>
                  </li>
                )}
              </ol>
            </Crumbs>
            {article.error ? (
              <ErrorState message={article.error.message} onRetry={article.retry} />
            ) : !article.data ? (
              <div aria-busy="true">
                <Skeleton $height="2rem" $width="60%" />
                <Skeleton $height="8rem" style={{ marginBlockStart: '1rem' }} />
              </div>
            ) : (
              <Article>
                <h1 dir="auto">{article.data.title}</h1>
                <p className="updated" dir="auto">
                  {article.data.lastUpdated}
                </p>
                {/* The article runs in its own language's direction, whatever the page's. */}
                <div dir="auto">
                  <SafeHtml html={article.data.productContent} />
                  <ArticleImage src={article.data.productImg} alt="" first />
                  <SafeHtml html={article.data.checkoutContent} />
                  <ArticleImage src={article.data.checkoutImg} alt="" />
                </div>
              </Article>
            )}
          </CardContent>
        </Card>
        {/* Once the article is there: below it on a phone, it would otherwise be pushed down the page
            (a layout shift) when the article arrives. */}
        {(article.data || article.error) && (
          <Card>
            <CardContent>
              <Related aria-labelledby="related">
                <h2 id="related">{t(category ? 'help.inThisTopic' : 'help.related')}</h2>
                {category ? (
                  <ul>
                    {category.articles.map((a) => (
                      <li key={a.slug}>
                        <a
                          href={articlePath(a.slug)}
                          aria-current={a.slug === slug ? 'page' : undefined}
                          dir="auto"
                        >
                          {a.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <ul>
                    {(article.data?.articleList ?? []).map((title) => (
                      <li key={title} dir="auto">
                        {title}
                      </li>
                    ))}
                  </ul>
                )}
              </Related>
            </CardContent>
          </Card>
        )}
      </Layout>
    </FrontLayout>
  );
}
