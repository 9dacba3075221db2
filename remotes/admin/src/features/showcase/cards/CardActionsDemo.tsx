import { useRef, useState } from 'react';
import styled from 'styled-components';
import { IconRestore } from '@tabler/icons-react';
import { useFormatters } from '@atrium/platform';
import { BigFigure, Button, FigureHeadline, MutedText } from '@atrium/ui';
import { ActionCard } from '@atrium/ui/content';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_CARDS_NS } from './strings';
import { CardGrid, Muted } from './cardParts';

/** How long the demo's pretend reload takes: long enough to see the spinner. */
const REFRESH_DELAY_MS = 1200;

type CardKey = 'collapse' | 'refresh' | 'remove' | 'fullscreen' | 'all';

const VISITORS = [1284, 1461, 1172, 1598, 1345];

const Page = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const Removed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
`;

/** A pretend reload: the next figure after a delay, as a request would bring it. */
function wait(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

export default function CardActionsDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_CARDS_NS);
  const { number, date } = useFormatters();
  const [removed, setRemoved] = useState<CardKey[]>([]);
  const [visits, setVisits] = useState(0);
  const [updatedAt, setUpdatedAt] = useState(() => new Date(2026, 10, 24, 9, 0));
  const restoreRef = useRef<HTMLButtonElement>(null);

  const refresh = async () => {
    await wait(REFRESH_DELAY_MS);
    setVisits((v) => (v + 1) % VISITORS.length);
    setUpdatedAt((d) => new Date(d.getTime() + 5 * 60_000));
  };
  const remove = (key: CardKey) => () => {
    setRemoved((all) => [...all, key]);
    // The removed card's button is gone with it: focus goes to the way of bringing it back.
    requestAnimationFrame(() => restoreRef.current?.focus());
  };
  const shown = (key: CardKey) => !removed.includes(key);

  const visitors = (
    <>
      <FigureHeadline>
        <BigFigure>{number(VISITORS[visits])}</BigFigure>
      </FigureHeadline>
      <MutedText>{t('actions.updated', { time: date(updatedAt, { timeStyle: 'short' }) })}</MutedText>
    </>
  );

  return (
    <Page>
      <Removed aria-live="polite">
        {removed.length > 0 && (
          <>
            <span>{t('actions.removedCount', { count: removed.length })}</span>
            <Button
              ref={restoreRef}
              size="sm"
              variant="tonal"
              startIcon={<IconRestore size={16} aria-hidden="true" />}
              onClick={() => setRemoved([])}
            >
              {t('actions.restore')}
            </Button>
          </>
        )}
      </Removed>
      <CardGrid $min="18rem">
        {shown('collapse') && (
          <ActionCard title={t('actions.collapse.title')} collapsible onRemove={remove('collapse')}>
            <Muted>{t('actions.collapse.text')}</Muted>
          </ActionCard>
        )}
        {shown('refresh') && (
          <ActionCard title={t('actions.refresh.title')} onRefresh={refresh} onRemove={remove('refresh')}>
            {visitors}
          </ActionCard>
        )}
        {shown('remove') && (
          <ActionCard title={t('actions.remove.title')} onRemove={remove('remove')}>
            <Muted>{t('actions.remove.text')}</Muted>
          </ActionCard>
        )}
        {shown('fullscreen') && (
          <ActionCard title={t('actions.fullscreen.title')} expandable onRemove={remove('fullscreen')}>
            <Muted>{t('actions.fullscreen.text')}</Muted>
          </ActionCard>
        )}
        {shown('all') && (
          <ActionCard
            title={t('actions.all.title')}
            subtitle={t('actions.all.subtitle')}
            collapsible
            onRefresh={refresh}
            expandable
            onRemove={remove('all')}
          >
            {visitors}
          </ActionCard>
        )}
        <ActionCard title={t('actions.collapsed.title')} collapsible defaultCollapsed>
          <Muted>{t('actions.collapsed.text')}</Muted>
        </ActionCard>
      </CardGrid>
    </Page>
  );
}
