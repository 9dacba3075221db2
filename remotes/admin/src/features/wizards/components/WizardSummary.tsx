import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { WIZARDS_NS } from '../wizardStrings';
import type { WizardSpec, WizardValues } from '../wizardTypes';

const Section = styled.section`
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  dl {
    display: grid;
    grid-template-columns: minmax(8rem, max-content) 1fr;
    gap: 0.25rem 1rem;
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 1.25rem;
`;

/** What was entered, step by step, in words (a choice's label, yes or no), empty fields left out. */
export function WizardSummary({ spec, values }: { spec: WizardSpec; values: WizardValues }) {
  const { t, i18n } = useTranslation(WIZARDS_NS);
  // Numbers and dates as the page's language writes them (a date field holds YYYY-MM-DD, read as UTC).
  const shown = (value: unknown, field: WizardSpec['steps'][number]['fields'][number]) => {
    if (field.kind === 'checkbox') return t(value ? 'summary.yes' : 'summary.no');
    if (field.kind === 'choice') return t(`${spec.name}.options.${field.name}.${String(value)}`);
    const text = String(value ?? '');
    if (field.kind === 'number' && Number.isFinite(Number(text)))
      return new Intl.NumberFormat(i18n.language).format(Number(text));
    if (field.kind === 'date' && !Number.isNaN(Date.parse(text)))
      return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(text),
      );
    return text;
  };
  const extra = spec.summaryExtra?.(values) ?? [];
  return (
    <Sections aria-label={t('summary.title')} role="region">
      {spec.steps.map((step) => {
        const stepValues = values[step.id] ?? {};
        const rows = step.fields
          .filter((field) => !field.when || field.when(stepValues))
          .filter((field) => field.kind === 'checkbox' || String(stepValues[field.name] ?? '') !== '');
        if (rows.length === 0) return null;
        return (
          <Section key={step.id}>
            <h3>{t(`${spec.name}.steps.${step.id}.title`)}</h3>
            <dl>
              {rows.map((field) => (
                <div key={field.name} style={{ display: 'contents' }}>
                  <dt>{t(`${spec.name}.fields.${step.id}.${field.name}`)}</dt>
                  <dd>{shown(stepValues[field.name], field)}</dd>
                </div>
              ))}
            </dl>
          </Section>
        );
      })}
      {extra.length > 0 && (
        <Section>
          <h3>{t('summary.totals')}</h3>
          <dl>
            {extra.map((line) => (
              <div key={line.label} style={{ display: 'contents' }}>
                <dt>{t(line.label)}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
    </Sections>
  );
}
