import { useState } from 'react';
import { Slider } from '@atrium/ui/inputs';
import { COLORS, DemoSection } from '../DemoSection';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SliderBox, VerticalRow, numberFormatter } from './slider/sliderLayout';
import { SHOWCASE_FORMS_NS } from './strings';

export default function RangeSliderDemo() {
  const { t, i18n } = useShowcaseTranslation(SHOWCASE_FORMS_NS);
  const [price, setPrice] = useState([200, 650]);
  const number = numberFormatter(i18n.language);
  const money = numberFormatter(i18n.language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const hour = (h: number) => t('rangeSlider.hour', { hour: number(h) });
  const priceThumbs = [t('rangeSlider.minPrice'), t('rangeSlider.maxPrice')];
  const ageMarks = [18, 30, 45, 65].map((value) => ({ value, label: number(value) }));
  return (
    <>
      <DemoSection title={t('rangeSlider.basic')}>
        <SliderBox>
          <Slider
            label={t('rangeSlider.price')}
            value={price}
            onValueChange={setPrice}
            min={0}
            max={1000}
            step={10}
            showValue
            formatValue={money}
            thumbLabels={priceThumbs}
          />
          <p>{t('rangeSlider.priceSummary', { from: money(price[0]), to: money(price[1]) })}</p>
        </SliderBox>
      </DemoSection>
      <DemoSection title={t('rangeSlider.minDistance')}>
        <SliderBox>
          <Slider
            label={t('rangeSlider.openingHours')}
            defaultValue={[9, 17]}
            min={0}
            max={24}
            minStepsBetweenThumbs={2}
            valueLabel="always"
            formatValue={hour}
            thumbLabels={[t('rangeSlider.opens'), t('rangeSlider.closes')]}
            helperText={t('rangeSlider.minDistanceHint')}
          />
        </SliderBox>
        <SliderBox>
          <Slider
            label={t('rangeSlider.ages')}
            defaultValue={[25, 45]}
            min={18}
            max={65}
            marks={ageMarks}
            formatValue={number}
            thumbLabels={[t('rangeSlider.youngest'), t('rangeSlider.oldest')]}
          />
        </SliderBox>
      </DemoSection>
      <DemoSection title={t('sections.colors')}>
        {COLORS.map((color, index) => (
          <SliderBox key={color}>
            <Slider
              label={t(`colors.${color}`)}
              color={color}
              defaultValue={[10 + index * 5, 60 + index * 5]}
              thumbLabels={[t('rangeSlider.from'), t('rangeSlider.to')]}
            />
          </SliderBox>
        ))}
      </DemoSection>
      <DemoSection title={t('rangeSlider.vertical')}>
        <VerticalRow>
          <Slider
            label={t('rangeSlider.comfort')}
            orientation="vertical"
            defaultValue={[19, 24]}
            min={10}
            max={30}
            formatValue={number}
            thumbLabels={[t('rangeSlider.from'), t('rangeSlider.to')]}
          />
          <Slider
            label={t('rangeSlider.stock')}
            orientation="vertical"
            color="warning"
            defaultValue={[20, 80]}
            thumbLabels={[t('rangeSlider.from'), t('rangeSlider.to')]}
          />
        </VerticalRow>
      </DemoSection>
      <DemoSection title={t('rangeSlider.disabled')}>
        <SliderBox>
          <Slider
            label={t('rangeSlider.locked')}
            defaultValue={[30, 70]}
            disabled
            thumbLabels={[t('rangeSlider.from'), t('rangeSlider.to')]}
          />
        </SliderBox>
      </DemoSection>
    </>
  );
}
