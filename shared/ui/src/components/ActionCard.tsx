import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { FocusScope } from '@radix-ui/react-focus-scope';
import { useTranslation } from 'react-i18next';
import { IconChevronUp, IconMaximize, IconMinimize, IconRefresh, IconX } from '@tabler/icons-react';
import { Card, CardHeader } from './Card';
import { IconButton } from './IconButton';
import { Spinner } from './CircularProgress';
import { VisuallyHidden } from './VisuallyHidden';

export interface ActionCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Heading level of the title (default h2). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** A button folds the body away and back (animated; the header stays). */
  collapsible?: boolean;
  defaultCollapsed?: boolean;
  /**
   * A button reloads the content: the card shows a spinner over its body until the promise settles
   * (whatever its outcome: the caller shows its own error).
   */
  onRefresh?: () => Promise<unknown>;
  /** A button removes the card; the caller stops rendering it (and may offer it back). */
  onRemove?: () => void;
  /** A button spreads the card over the whole window, and back (Escape too). */
  expandable?: boolean;
  /** More controls before the card's own (a menu). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

const Root = styled(Card)<{ $fullscreen: boolean }>`
  display: flex;
  flex-direction: column;
  ${({ $fullscreen, theme }) =>
    $fullscreen &&
    css`
      position: fixed;
      inset: 1rem;
      z-index: ${theme.zIndex.dialog};
      overflow: auto;
      box-shadow: ${theme.shadows[4]};
    `}
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  margin-block-start: -0.375rem;
`;

const Chevron = styled(IconChevronUp)<{ $collapsed: boolean }>`
  transition: transform 0.2s;
  transform: rotate(${({ $collapsed }) => ($collapsed ? 180 : 0)}deg);
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

// A grid row from 1fr to 0fr animates to the content's own height, which `height: auto` cannot. Once
// folded the body is also invisible, so neither Tab nor a screen reader reaches what is not shown.
const Fold = styled.div<{ $collapsed: boolean }>`
  display: grid;
  grid-template-rows: ${({ $collapsed }) => ($collapsed ? '0fr' : '1fr')};
  visibility: ${({ $collapsed }) => ($collapsed ? 'hidden' : 'visible')};
  transition:
    grid-template-rows 0.25s ease,
    visibility 0s linear ${({ $collapsed }) => ($collapsed ? '0.25s' : '0s')};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  & > div {
    overflow: hidden;
    min-block-size: 0;
  }
`;

const Body = styled.div`
  position: relative;
  padding: 1.25rem 1.5rem 1.5rem;
`;

const Busy = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radius.md}px;
  color: ${({ theme }) => theme.palette.primary.main};
  background: ${({ theme }) => theme.palette.action.selected};
  backdrop-filter: blur(1px);
`;

/**
 * A card whose header carries the common card actions: collapse (aria-expanded on the button, the
 * body folds with an animation), refresh (a spinner over the body while the caller's promise runs),
 * remove and full screen. Each button is named, and tied to the card's title for a screen reader.
 */
export function ActionCard({
  title,
  subtitle,
  headingLevel = 'h2',
  collapsible,
  defaultCollapsed = false,
  onRefresh,
  onRemove,
  expandable,
  action,
  className,
  children,
}: ActionCardProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const bodyId = useId();
  const [collapsed, setCollapsed] = useState(defaultCollapsed);
  const [refreshing, setRefreshing] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setFullscreen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fullscreen]);

  const refresh = async () => {
    if (!onRefresh) return;
    setRefreshing(true);
    try {
      await onRefresh();
    } catch {
      // The caller reports its own failure; the card only stops waiting.
    } finally {
      if (live.current) setRefreshing(false);
    }
  };

  const controls = (
    <Controls>
      {action}
      {collapsible && (
        <IconButton
          size="sm"
          aria-label={t(collapsed ? 'cardExpand' : 'cardCollapse')}
          aria-describedby={titleId}
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={() => setCollapsed((c) => !c)}
        >
          <Chevron size={18} aria-hidden="true" $collapsed={collapsed} />
        </IconButton>
      )}
      {onRefresh && (
        <IconButton
          size="sm"
          aria-label={t('cardRefresh')}
          aria-describedby={titleId}
          disabled={refreshing}
          onClick={() => void refresh()}
        >
          <IconRefresh size={18} aria-hidden="true" />
        </IconButton>
      )}
      {expandable && (
        <IconButton
          size="sm"
          aria-label={t(fullscreen ? 'cardExitFullscreen' : 'cardFullscreen')}
          aria-describedby={titleId}
          aria-pressed={fullscreen}
          onClick={() => setFullscreen((f) => !f)}
        >
          {fullscreen ? (
            <IconMinimize size={18} aria-hidden="true" />
          ) : (
            <IconMaximize size={18} aria-hidden="true" />
          )}
        </IconButton>
      )}
      {onRemove && (
        <IconButton size="sm" aria-label={t('cardRemove')} aria-describedby={titleId} onClick={onRemove}>
          <IconX size={18} aria-hidden="true" />
        </IconButton>
      )}
    </Controls>
  );

  // Full screen, the card covers the page like a dialog: Tab stays in it until it is left (its
  // button or Escape), and a screen reader is told the rest is out of reach.
  return (
    <FocusScope asChild trapped={fullscreen} loop={fullscreen}>
      <Root
        aria-labelledby={titleId}
        aria-busy={refreshing || undefined}
        role={fullscreen ? 'dialog' : undefined}
        aria-modal={fullscreen || undefined}
        $fullscreen={fullscreen}
        className={className}
      >
        <CardHeader
          as={headingLevel}
          title={<span id={titleId}>{title}</span>}
          subtitle={subtitle}
          action={controls}
        />
        <Fold id={bodyId} $collapsed={collapsed} inert={collapsed || undefined} data-collapsed={collapsed}>
          <div>
            <Body>
              {children}
              {refreshing && (
                <Busy>
                  <Spinner size={32} />
                  <VisuallyHidden>{t('loading')}</VisuallyHidden>
                </Busy>
              )}
            </Body>
          </div>
        </Fold>
      </Root>
    </FocusScope>
  );
}
