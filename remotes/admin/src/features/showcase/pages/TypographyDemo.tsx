import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconCircleCheck } from '@tabler/icons-react';
import { useFormatters } from '@atrium/platform';
import { Card, CardContent, CardHeader } from '@atrium/ui';
import {
  Blockquote,
  InlineCode,
  TYPE_SCALE,
  Typography,
  type TypographyColor,
  type TypographyVariant,
} from '@atrium/ui/content';
import { useShowcaseTranslation } from '../showcaseStrings';
import { COLORS } from '../DemoSection';
import { SHOWCASE_PAGES_NS } from './strings';

const HEADINGS: TypographyVariant[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const TEXTS: TypographyVariant[] = [
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'caption',
  'overline',
  'button',
];
// Disabled text is left out: it is for inactive controls, whose pages show it, and fails contrast as body text.
const TEXT_COLORS: TypographyColor[] = ['text', 'textSecondary', ...COLORS];
const ALIGNMENTS = ['start', 'center', 'end', 'justify'] as const;

const Page = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const Specimens = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, 12rem) 1fr;
  align-items: baseline;
  gap: 1.25rem 1.5rem;
  margin: 0;
  dt {
    display: grid;
    gap: 0.125rem;
  }
  dd {
    margin: 0;
    min-inline-size: 0;
  }
  @media (max-width: 36rem) {
    grid-template-columns: 1fr;
    gap: 0.25rem;
    dd {
      margin-block-end: 1rem;
    }
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: 1.5rem;
  ul,
  ol {
    margin: 0.5rem 0 0;
    padding-inline-start: 1.25rem;
    line-height: 1.8;
  }
`;

const Unstyled = styled.ul`
  && {
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  svg {
    color: ${({ theme }) => theme.palette.success.main};
  }
`;

const Pre = styled.pre`
  margin: 0;
  padding: 1rem;
  /* Wrapped rather than scrolled: a scrolling block would need to be reachable by keyboard. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.palette.action.hover};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.8125rem;
  line-height: 1.6;
  direction: ltr;
  text-align: left;
`;

const Narrow = styled.div`
  max-inline-size: 22rem;
  display: grid;
  gap: 0.75rem;
`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export default function TypographyDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_PAGES_NS);
  const { number } = useFormatters();
  const spec = (variant: TypographyVariant) => {
    const { size, weight } = TYPE_SCALE[variant];
    return t('typography.spec', { px: number(size * 16), rem: number(size), weight: number(weight) });
  };
  return (
    <Page>
      <Section title={t('typography.headings')}>
        <Specimens>
          {HEADINGS.map((variant) => (
            <div key={variant} style={{ display: 'contents' }}>
              <dt>
                <Typography variant="body2" as="span">
                  {t('typography.heading', { level: variant.slice(1) })}
                </Typography>
                <Typography variant="caption" color="textSecondary">
                  {spec(variant)}
                </Typography>
              </dt>
              <dd>
                {/* The specimens are not the page's outline: the same look, a paragraph's role. */}
                <Typography variant={variant} as="p">
                  {t('typography.headingSample')}
                </Typography>
              </dd>
            </div>
          ))}
        </Specimens>
      </Section>

      <Section title={t('typography.texts')}>
        <Specimens>
          {TEXTS.map((variant) => (
            <div key={variant} style={{ display: 'contents' }}>
              <dt>
                <Typography variant="body2" as="span">
                  {t(`typography.variants.${variant}`)}
                </Typography>
                <Typography variant="caption" color="textSecondary">
                  {spec(variant)}
                </Typography>
              </dt>
              <dd>
                <Typography variant={variant}>{t('typography.sample')}</Typography>
              </dd>
            </div>
          ))}
        </Specimens>
      </Section>

      <Section title={t('typography.codeAndQuotes')}>
        <Columns>
          <Narrow>
            <Typography>
              {t('typography.inlineCodeBefore')} <InlineCode>&lt;Typography variant="h1" /&gt;</InlineCode>{' '}
              {t('typography.inlineCodeAfter')}
            </Typography>
            <Pre>
              <code>{`import { Typography } from '@atrium/ui/content';\n\n<Typography variant="h4" color="primary">\n  Hello\n</Typography>`}</code>
            </Pre>
          </Narrow>
          <Blockquote>
            <p style={{ margin: 0 }}>{t('typography.quote')}</p>
            <footer>{t('typography.quoteAuthor')}</footer>
          </Blockquote>
        </Columns>
      </Section>

      <Section title={t('typography.lists')}>
        <Columns>
          <div>
            <Typography variant="h6" as="h3">
              {t('typography.unordered')}
            </Typography>
            <ul>
              {(['one', 'two', 'three'] as const).map((k) => (
                <li key={k}>{t(`typography.items.${k}`)}</li>
              ))}
            </ul>
          </div>
          <div>
            <Typography variant="h6" as="h3">
              {t('typography.ordered')}
            </Typography>
            <ol>
              {(['one', 'two', 'three'] as const).map((k) => (
                <li key={k}>{t(`typography.items.${k}`)}</li>
              ))}
            </ol>
          </div>
          <div>
            <Typography variant="h6" as="h3">
              {t('typography.withIcons')}
            </Typography>
            <Unstyled>
              {(['one', 'two', 'three'] as const).map((k) => (
                <li key={k}>
                  <IconCircleCheck size={18} aria-hidden="true" />
                  {t(`typography.items.${k}`)}
                </li>
              ))}
            </Unstyled>
          </div>
        </Columns>
      </Section>

      <Section title={t('typography.colors')}>
        <Columns>
          {TEXT_COLORS.map((color) => (
            <Typography key={color} color={color}>
              {t('typography.colorSample', {
                color: color.startsWith('text') ? t(`typography.textColors.${color}`) : t(`colors.${color}`),
              })}
            </Typography>
          ))}
        </Columns>
      </Section>

      <Section title={t('typography.alignment')}>
        <Narrow style={{ maxInlineSize: '40rem' }}>
          {ALIGNMENTS.map((align) => (
            <Typography key={align} align={align}>
              <strong>{t(`typography.align.${align}`)}</strong> {t('typography.alignSample')}
            </Typography>
          ))}
        </Narrow>
      </Section>

      <Section title={t('typography.truncation')}>
        <Narrow>
          <Typography variant="caption" color="textSecondary">
            {t('typography.oneLine')}
          </Typography>
          <Typography truncate title={t('typography.longText')}>
            {t('typography.longText')}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {t('typography.twoLines')}
          </Typography>
          <Typography truncate={2} title={t('typography.longText')}>
            {t('typography.longText')}
          </Typography>
        </Narrow>
      </Section>
    </Page>
  );
}
