import { useId, useState } from 'react';
import styled from 'styled-components';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { Button, LinearProgress } from '@atrium/ui';
import { COLORS, DemoSection } from '../DemoSection';

const Stack = styled.div`
  display: grid;
  gap: 1rem;
  inline-size: 100%;
`;

const LabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  margin-block-end: 0.35rem;
  font-size: 0.875rem;
`;

const Secondary = styled.span`
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const FILES = [
  { key: 'invoice', value: 100, color: 'success' },
  { key: 'report', value: 64, color: 'primary' },
  { key: 'photos', value: 12, color: 'warning' },
] as const;

function LabelledBar({
  label,
  value,
  color,
}: {
  label: string;
  value: number;
  color: (typeof FILES)[number]['color'];
}) {
  const id = useId();
  return (
    <div>
      <LabelRow>
        <span id={id}>{label}</span>
        <Secondary aria-hidden="true">{value}%</Secondary>
      </LabelRow>
      <LinearProgress value={value} color={color} aria-labelledby={id} />
    </div>
  );
}

export default function ProgressLinearDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  const [played, setPlayed] = useState(20);
  return (
    <>
      <DemoSection title={t('sections.indeterminate')}>
        <Stack>
          {COLORS.slice(0, 3).map((color) => (
            <LinearProgress
              key={color}
              color={color}
              aria-label={t('progress.loadingColor', { color: t(`colors.${color}`) })}
            />
          ))}
        </Stack>
      </DemoSection>
      <DemoSection title={t('sections.determinate')}>
        <Stack>
          {COLORS.map((color, i) => (
            <LinearProgress
              key={color}
              color={color}
              value={(i + 1) * 15}
              aria-label={t('progress.percent', { value: (i + 1) * 15 })}
            />
          ))}
        </Stack>
      </DemoSection>
      <DemoSection title={t('progress.heights')}>
        <Stack>
          {[2, 4, 6, 10, 14].map((height) => (
            <LinearProgress
              key={height}
              value={60}
              height={height}
              aria-label={t('progress.height', { height })}
            />
          ))}
        </Stack>
      </DemoSection>
      <DemoSection title={t('progress.withLabel')}>
        <Stack>
          {FILES.map(({ key, value, color }) => (
            <LabelledBar key={key} label={t(`progress.files.${key}`)} value={value} color={color} />
          ))}
        </Stack>
      </DemoSection>
      <DemoSection title={t('progress.buffer')}>
        <Stack>
          <LinearProgress
            value={played}
            buffer={Math.min(100, played + 25)}
            color="info"
            aria-label={t('progress.video')}
          />
          <div>
            <Button
              size="sm"
              variant="tonal"
              disabled={played >= 100}
              onClick={() => setPlayed((p) => Math.min(100, p + 10))}
            >
              {t('progress.forward')}
            </Button>{' '}
            <Button size="sm" variant="text" color="secondary" onClick={() => setPlayed(0)}>
              {t('progress.restart')}
            </Button>
          </div>
        </Stack>
      </DemoSection>
    </>
  );
}
