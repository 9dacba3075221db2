import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  IconArrowRight,
  IconBell,
  IconChevronRight,
  IconHeart,
  IconHome,
  IconSearch,
  IconSettings,
} from '@tabler/icons-react';
import { useFormatters } from '@atrium/platform';
import {
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  EmptyState,
  ErrorState,
  Radio,
  RadioGroup,
  TextField,
  toast,
} from '@atrium/ui';
import { useShowcaseTranslation } from '../showcaseStrings';
import { COLORS } from '../DemoSection';
import { SHOWCASE_PAGES_NS } from './strings';
import { IconGrid } from './icons/IconGrid';
import { importLine, loadIconSet, searchIcons, type IconEntry } from './icons/iconSet';

/** How long typing must pause before the grid filters: a keystroke never re-filters thousands of icons. */
const SEARCH_DEBOUNCE_MS = 250;

const STYLES = ['all', 'outline', 'filled'] as const;
type IconStyle = (typeof STYLES)[number];

const Page = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
  margin-block-end: 1rem;
  & > :first-child {
    flex: 1 1 16rem;
    max-inline-size: 28rem;
  }
`;

const Count = styled.p`
  margin: 0 0 0.75rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Centered = styled.div`
  display: grid;
  place-items: center;
  gap: 1rem;
  min-block-size: 12rem;
`;

const Samples = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1.5rem;
`;

const Sample = styled.figure<{ $color?: (typeof COLORS)[number] }>`
  display: grid;
  justify-items: center;
  gap: 0.375rem;
  margin: 0;
  color: ${({ theme, $color }) => ($color ? theme.palette[$color].text : theme.palette.text.primary)};
  figcaption {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/** A value that follows `value` once it has stopped changing for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

function useIconSet() {
  const [state, setState] = useState<{ icons?: IconEntry[]; failed?: boolean }>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadIconSet().then(
      (icons) => live && setState({ icons }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return {
    ...state,
    retry: () => {
      setState({});
      setAttempt((n) => n + 1);
    },
  };
}

export default function IconsDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_PAGES_NS);
  const { number } = useFormatters();
  const { icons, failed, retry } = useIconSet();
  const [query, setQuery] = useState('');
  const [style, setStyle] = useState<IconStyle>('all');
  const settledQuery = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const found = useMemo(
    () => (icons ? searchIcons(icons, settledQuery, style) : []),
    [icons, settledQuery, style],
  );

  const copy = async (icon: IconEntry) => {
    try {
      await navigator.clipboard.writeText(importLine(icon.name));
      toast.success(t('icons.copied', { name: icon.name }));
    } catch {
      // No clipboard (a page served without HTTPS) or the browser refused: say so.
      toast.error(t('icons.copyFailed'));
    }
  };

  let body;
  if (failed) {
    body = <ErrorState message={t('icons.loadFailed')} onRetry={retry} />;
  } else if (!icons) {
    body = (
      <Centered>
        <CircularProgress aria-label={t('icons.loading')} />
      </Centered>
    );
  } else if (found.length === 0) {
    body = <EmptyState title={t('icons.noMatch', { query: settledQuery })} />;
  } else {
    body = (
      <IconGrid
        icons={found}
        label={t('icons.gridLabel')}
        describe={(icon) => t('icons.copyLabel', { name: icon.name })}
        onPick={(icon) => void copy(icon)}
      />
    );
  }

  return (
    <Page>
      <Card>
        <CardHeader title={t('icons.setTitle')} subtitle={t('icons.setSubtitle')} />
        <CardContent>
          <Toolbar>
            <TextField
              type="search"
              label={t('icons.search')}
              placeholder={t('icons.searchPlaceholder')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              startAdornment={<IconSearch size={18} aria-hidden="true" />}
            />
            <RadioGroup
              label={t('icons.style')}
              orientation="horizontal"
              value={style}
              onValueChange={(value) => setStyle(value as IconStyle)}
            >
              {STYLES.map((s) => (
                <Radio key={s} value={s} label={t(`icons.styles.${s}`)} />
              ))}
            </RadioGroup>
          </Toolbar>
          <Count aria-live="polite">
            {icons ? t('icons.count', { count: found.length, formatted: number(found.length) }) : ''}
          </Count>
          {body}
        </CardContent>
      </Card>

      <Card>
        <CardHeader title={t('icons.usageTitle')} subtitle={t('icons.usageSubtitle')} />
        <CardContent>
          <Samples>
            {[16, 20, 24, 32, 40].map((size) => (
              <Sample key={size}>
                <IconHome size={size} aria-hidden="true" />
                <figcaption>{t('icons.size', { size: number(size) })}</figcaption>
              </Sample>
            ))}
            {[1, 1.5, 2].map((stroke) => (
              <Sample key={stroke}>
                <IconSettings size={32} stroke={stroke} aria-hidden="true" />
                <figcaption>{t('icons.stroke', { stroke: number(stroke) })}</figcaption>
              </Sample>
            ))}
            {COLORS.map((color) => (
              <Sample key={color} $color={color}>
                <IconBell size={28} aria-hidden="true" />
                <figcaption>{t(`colors.${color}`)}</figcaption>
              </Sample>
            ))}
            <Sample $color="error">
              <IconHeart size={28} fill="currentColor" aria-hidden="true" />
              <figcaption>{t('icons.filled')}</figcaption>
            </Sample>
            <Sample>
              {/* Icons that point follow the reading direction: mirrored in Arabic. */}
              <span style={{ display: 'flex', gap: '0.5rem' }}>
                <IconArrowRight size={28} className="flip-rtl" aria-hidden="true" />
                <IconChevronRight size={28} className="flip-rtl" aria-hidden="true" />
              </span>
              <figcaption>{t('icons.mirrored')}</figcaption>
            </Sample>
          </Samples>
        </CardContent>
      </Card>
    </Page>
  );
}
