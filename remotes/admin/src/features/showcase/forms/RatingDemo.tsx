import { useState } from 'react';
import { IconHeart, IconHeartFilled, IconMoodSmile, IconMoodSmileFilled } from '@tabler/icons-react';
import { Rating } from '@atrium/ui/inputs';
import { COLORS, DemoSection } from '../DemoSection';
import { useShowcaseTranslation } from '../showcaseStrings';
import { Column, Summary } from './choice/choiceLayout';
import { SHOWCASE_FORMS_NS } from './strings';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function RatingDemo() {
  const { t, i18n } = useShowcaseTranslation(SHOWCASE_FORMS_NS);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const valueText = (value: number, max: number) =>
    t('rating.valueOf', { value: number.format(value), max: number.format(max) });
  const [service, setService] = useState(3);
  const [half, setHalf] = useState(2.5);
  const [required, setRequired] = useState(0);
  const [tenth, setTenth] = useState(7);
  return (
    <>
      <DemoSection title={t('rating.basic')}>
        <Column>
          <Rating
            label={t('rating.service')}
            value={service}
            onChange={setService}
            getValueText={valueText}
          />
          <Summary aria-live="polite">{t('rating.yourRating', { value: valueText(service, 5) })}</Summary>
        </Column>
        <Column>
          <Rating
            label={t('rating.halfStars')}
            value={half}
            onChange={setHalf}
            precision={0.5}
            getValueText={valueText}
          />
          <Summary aria-live="polite">{valueText(half, 5)}</Summary>
        </Column>
        <Rating
          label={t('rating.outOfTen')}
          value={tenth}
          max={10}
          size="sm"
          getValueText={valueText}
          onChange={setTenth}
        />
      </DemoSection>

      <DemoSection title={t('rating.readOnly')}>
        <Rating label={t('rating.average')} value={4.5} readOnly getValueText={valueText} />
        <Rating label={t('rating.disabled')} value={2} disabled getValueText={valueText} />
      </DemoSection>

      <DemoSection title={t('sections.sizes')}>
        {SIZES.map((size) => (
          <Rating
            key={size}
            label={t(`sizes.${size}`)}
            value={4}
            readOnly
            size={size}
            getValueText={valueText}
          />
        ))}
      </DemoSection>

      <DemoSection title={t('sections.colors')}>
        {COLORS.map((color) => (
          <Rating
            key={color}
            label={t(`colors.${color}`)}
            value={3}
            readOnly
            color={color}
            getValueText={valueText}
          />
        ))}
      </DemoSection>

      <DemoSection title={t('rating.customIcons')}>
        <Rating
          label={t('rating.love')}
          value={4}
          readOnly
          color="error"
          icon={(px) => <IconHeartFilled size={px} aria-hidden="true" />}
          emptyIcon={(px) => <IconHeart size={px} aria-hidden="true" />}
          getValueText={valueText}
        />
        <Rating
          label={t('rating.mood')}
          value={required}
          onChange={setRequired}
          color="success"
          size="lg"
          icon={(px) => <IconMoodSmileFilled size={px} aria-hidden="true" />}
          emptyIcon={(px) => <IconMoodSmile size={px} aria-hidden="true" />}
          getValueText={valueText}
          error={required ? undefined : t('rating.moodRequired')}
        />
      </DemoSection>
    </>
  );
}
