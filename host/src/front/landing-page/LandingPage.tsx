import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  IconChartBar,
  IconDeviceMobile,
  IconHeadset,
  IconLanguage,
  IconMoonStars,
  IconShieldLock,
  IconStarFilled,
} from '@tabler/icons-react';
import type { FrontPricingResponse } from '@atrium/contracts';
import { Avatar, ButtonAnchor, Card, CardContent, Grid } from '@atrium/ui/core';
import { FrontLayout } from '../layout/FrontLayout';
import { FrontSection } from '../FrontSection';
import { FaqList } from '../FaqList';
import { PricingPlans } from '../plans/PricingPlans';
import { ContactForm } from './ContactForm';
import { FRONT_PATH, sectionHref } from '../frontPaths';
import { PRICING_PLANS_PATH } from '../frontCalls';
import { useApiData } from '../../standalone/useApiData';
import { useDocumentTitle } from '../../app/useDocumentTitle';

const FEATURES = [
  ['responsive', IconDeviceMobile],
  ['languages', IconLanguage],
  ['roles', IconShieldLock],
  ['charts', IconChartBar],
  ['dark', IconMoonStars],
  ['support', IconHeadset],
] as const;

const Hero = styled.section`
  scroll-margin-block-start: 4.5rem;
  padding: clamp(3rem, 8vw, 6rem) 1rem;
  text-align: center;
  background:
    radial-gradient(circle at 15% 20%, ${({ theme }) => theme.palette.primary.main}22 0, transparent 45%),
    radial-gradient(circle at 85% 80%, ${({ theme }) => theme.palette.primary.main}1a 0, transparent 45%);
  h1 {
    inline-size: min(100%, 44rem);
    margin: 0 auto 1rem;
    font-size: clamp(2rem, 5vw, 3rem);
    line-height: 1.15;
    color: ${({ theme }) => theme.palette.primary.text};
  }
  p {
    inline-size: min(100%, 38rem);
    margin: 0 auto 2rem;
    font-size: 1.125rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.75rem;
  }
`;

const Tile = styled(Card)`
  text-align: center;
  h3 {
    margin: 0.75rem 0 0.5rem;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  .icon {
    display: inline-grid;
    place-items: center;
    inline-size: 3.5rem;
    block-size: 3.5rem;
    border-radius: 50%;
    color: ${({ theme }) => theme.palette.primary.text};
    background: ${({ theme }) => theme.palette.primary.tonal};
  }
`;

const Review = styled(Card)`
  blockquote {
    margin: 0 0 1rem;
  }
  .stars {
    display: flex;
    gap: 0.125rem;
    margin-block-end: 0.75rem;
    color: ${({ theme }) => theme.palette.warning.text};
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: 0.75rem;
  }
  .role {
    display: block;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 1rem;
  margin: 0;
  text-align: center;
  div {
    /* The figure above its label, read label first. */
    display: flex;
    flex-direction: column-reverse;
    padding: 1.5rem 1rem;
    box-shadow: ${({ theme }) => theme.shadows[1]};
    border-radius: ${({ theme }) => theme.radius.lg}px;
    background: ${({ theme }) => theme.palette.background.paper};
  }
  dd {
    margin: 0;
    font-size: 2rem;
    font-weight: 700;
    color: ${({ theme }) => theme.palette.primary.text};
  }
  dt {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

interface Person {
  name: string;
  role: string;
}

/**
 * The landing page (a public front page): hero, features, reviews, team, the plans with a monthly/yearly
 * switch (GET /api/front/pricing-plans), figures, FAQ and the contact form (POST /api/front/contact).
 */
export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.title'), t('landing.description'));
  const plans = useApiData<FrontPricingResponse>(PRICING_PLANS_PATH);
  const reviews = t('landing.reviews.items', { returnObjects: true }) as (Person & { quote: string })[];
  const team = t('landing.team.members', { returnObjects: true }) as Person[];
  const stats = t('landing.stats.items', { returnObjects: true }) as { value: string; label: string }[];
  const faqs = t('landing.faq.items', { returnObjects: true }) as { q: string; a: string }[];

  return (
    <FrontLayout>
      <Hero id="home" aria-labelledby="home-title">
        <h1 id="home-title">{t('landing.hero.title')}</h1>
        <p>{t('landing.hero.text')}</p>
        <div className="actions">
          <ButtonAnchor href={FRONT_PATH.pricing} size="lg">
            {t('landing.hero.start')}
          </ButtonAnchor>
          <ButtonAnchor href={sectionHref('features')} size="lg" variant="tonal">
            {t('landing.hero.features')}
          </ButtonAnchor>
        </div>
      </Hero>

      <FrontSection
        id="features"
        title={t('landing.features.title')}
        subtitle={t('landing.features.subtitle')}
      >
        <Grid $min="16rem">
          {FEATURES.map(([key, Icon]) => (
            <Tile key={key} as="article">
              <CardContent>
                <span className="icon">
                  <Icon size={28} aria-hidden="true" />
                </span>
                <h3>{t(`landing.features.items.${key}.title`)}</h3>
                <p>{t(`landing.features.items.${key}.text`)}</p>
              </CardContent>
            </Tile>
          ))}
        </Grid>
      </FrontSection>

      <FrontSection
        id="reviews"
        tinted
        title={t('landing.reviews.title')}
        subtitle={t('landing.reviews.subtitle')}
      >
        <Grid $min="15rem">
          {reviews.map((review) => (
            <Review key={review.name} as="figure" style={{ margin: 0 }}>
              <CardContent>
                <div className="stars" role="img" aria-label={t('landing.reviews.rating', { n: 5 })}>
                  {[0, 1, 2, 3, 4].map((i) => (
                    <IconStarFilled key={i} size={16} aria-hidden="true" />
                  ))}
                </div>
                <blockquote>{review.quote}</blockquote>
                <figcaption>
                  <Avatar name={review.name} />
                  <span>
                    {review.name}
                    <span className="role">{review.role}</span>
                  </span>
                </figcaption>
              </CardContent>
            </Review>
          ))}
        </Grid>
      </FrontSection>

      <FrontSection id="team" title={t('landing.team.title')} subtitle={t('landing.team.subtitle')}>
        <Grid $min="13rem">
          {team.map((member) => (
            <Tile key={member.name} as="article">
              <CardContent>
                <Avatar name={member.name} size={72} />
                <h3>{member.name}</h3>
                <p>{member.role}</p>
              </CardContent>
            </Tile>
          ))}
        </Grid>
      </FrontSection>

      <FrontSection
        id="pricing"
        tinted
        title={t('landing.pricing.title')}
        subtitle={t('landing.pricing.subtitle')}
      >
        <PricingPlans plans={plans} />
        <p style={{ textAlign: 'center', marginBlockEnd: 0 }}>
          <a href={FRONT_PATH.pricing}>{t('landing.pricing.compare')}</a>
        </p>
      </FrontSection>

      <FrontSection id="stats" title={t('landing.stats.title')}>
        <Stats>
          {stats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </Stats>
      </FrontSection>

      <FrontSection id="faq" tinted title={t('landing.faq.title')}>
        <FaqList items={faqs} />
      </FrontSection>

      <FrontSection id="contact" title={t('landing.contact.title')} subtitle={t('landing.contact.subtitle')}>
        <ContactForm />
      </FrontSection>
    </FrontLayout>
  );
}
