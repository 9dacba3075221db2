import styled from 'styled-components';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import {
  IconCircleCheck,
  IconCreditCard,
  IconFileTypePdf,
  IconPackage,
  IconShoppingCart,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { Avatar, AvatarGroup, Chip, Timeline, TimelineItem, type ColorName } from '@atrium/ui';
import { COLORS, DemoSection } from '../DemoSection';

const Full = styled.div`
  inline-size: 100%;
`;

const Attachment = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.25rem 0.6rem;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: ${({ theme }) => theme.palette.action.hover};
  font-size: 0.875rem;
`;

const Person = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.875rem;
`;

// Fixed instants, shown in the page's language: the same page for everyone, whatever the clock says.
const ACTIVITY = [
  { key: 'invoices', at: '2025-05-12T09:30:00Z', color: 'primary' },
  { key: 'meeting', at: '2025-05-12T11:00:00Z', color: 'success' },
  { key: 'project', at: '2025-05-12T15:45:00Z', color: 'info' },
  { key: 'release', at: '2025-05-13T08:10:00Z', color: 'warning' },
] as const satisfies readonly { key: string; at: string; color: ColorName }[];

const ORDER = [
  { key: 'placed', icon: IconShoppingCart, at: '2025-05-01T09:30:00Z', color: 'primary' },
  { key: 'paid', icon: IconCreditCard, at: '2025-05-01T09:32:00Z', color: 'success' },
  { key: 'shipped', icon: IconTruckDelivery, at: '2025-05-02T14:00:00Z', color: 'info' },
  { key: 'delivered', icon: IconPackage, at: '2025-05-04T10:15:00Z', color: 'warning' },
  { key: 'closed', icon: IconCircleCheck, at: '2025-05-05T08:00:00Z', color: 'secondary' },
] as const;

const MILESTONES = [
  { key: 'kickoff', at: '2025-01-15', color: 'primary' },
  { key: 'design', at: '2025-02-20', color: 'info' },
  { key: 'beta', at: '2025-04-02', color: 'warning' },
  { key: 'launch', at: '2025-05-30', color: 'success' },
] as const;

const TEAM = [
  { name: 'Ada Lovelace' },
  { name: 'Alan Turing' },
  { name: 'Grace Hopper' },
  { name: 'Hedy Lamarr' },
  { name: 'Linus Torvalds' },
];

export default function TimelineDemo() {
  const { t, i18n } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  const timeOf = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short', timeZone: 'UTC' });
  const dayOf = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateTimeOf = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return (
    <>
      <DemoSection title={t('timeline.activity')}>
        <Full>
          <Timeline aria-label={t('timeline.activity')}>
            {ACTIVITY.map(({ key, at, color }) => (
              <TimelineItem
                key={key}
                color={color}
                title={t(`timeline.events.${key}.title`)}
                description={t(`timeline.events.${key}.description`)}
                at={at}
                time={dateTimeOf.format(new Date(at))}
              >
                {key === 'invoices' && (
                  <Attachment>
                    <IconFileTypePdf size={18} aria-hidden="true" />
                    {t('timeline.events.invoices.file')}
                  </Attachment>
                )}
                {key === 'meeting' && (
                  <Person>
                    <Avatar name="Grace Hopper" size={30} />
                    {t('timeline.events.meeting.person')}
                  </Person>
                )}
                {key === 'project' && <AvatarGroup people={TEAM} max={3} size={30} />}
                {key === 'release' && <Chip color="warning">{t('timeline.events.release.chip')}</Chip>}
              </TimelineItem>
            ))}
          </Timeline>
        </Full>
      </DemoSection>

      <DemoSection title={t('timeline.dots')}>
        {(['filled', 'outlined'] as const).map((variant) => (
          <Full key={variant} style={{ flex: '1 1 14rem' }}>
            <Timeline aria-label={t(`timeline.${variant}`)}>
              {COLORS.map((color) => (
                <TimelineItem
                  key={color}
                  color={color}
                  dotVariant={variant}
                  title={t(`colors.${color}`)}
                  description={t(`timeline.${variant}`)}
                />
              ))}
            </Timeline>
          </Full>
        ))}
      </DemoSection>

      <DemoSection title={t('timeline.iconsAndOpposite')}>
        <Full>
          <Timeline aria-label={t('timeline.order')}>
            {ORDER.map(({ key, icon: Icon, at, color }, i) => (
              <TimelineItem
                key={key}
                color={color}
                dotVariant={i === ORDER.length - 1 ? 'outlined' : 'filled'}
                icon={<Icon size={16} />}
                title={t(`timeline.orderSteps.${key}.title`)}
                description={t(`timeline.orderSteps.${key}.description`)}
                opposite={
                  <time dateTime={at}>
                    {dayOf.format(new Date(at))}
                    <br />
                    {timeOf.format(new Date(at))}
                  </time>
                }
              />
            ))}
          </Timeline>
        </Full>
      </DemoSection>

      <DemoSection title={t('timeline.alternate')}>
        <Full>
          <Timeline aria-label={t('timeline.roadmap')} align="alternate">
            {MILESTONES.map(({ key, at, color }, i) => (
              <TimelineItem
                key={key}
                color={color}
                dotVariant={i === MILESTONES.length - 1 ? 'outlined' : 'filled'}
                title={t(`timeline.milestones.${key}.title`)}
                description={t(`timeline.milestones.${key}.description`)}
                opposite={<time dateTime={at}>{dayOf.format(new Date(at))}</time>}
              />
            ))}
          </Timeline>
        </Full>
      </DemoSection>
    </>
  );
}
