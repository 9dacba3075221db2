import { useState } from 'react';
import { Slider } from '@atrium/ui/inputs';
import { COLORS, DemoSection } from '../DemoSection';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SliderBox, VerticalRow, numberFormatter } from './slider/sliderLayout';
import { SHOWCASE_FORMS_NS } from './strings';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function SliderDemo() {
  const { t, i18n } = useShowcaseTranslation(SHOWCASE_FORMS_NS);
  const [volume, setVolume] = useState([30]);
  const number = numberFormatter(i18n.language);
  const percent = numberFormatter(i18n.language, { style: 'percent' });
  const celsius = numberFormatter(i18n.language, { style: 'unit', unit: 'celsius' });
  const stepMarks = [0, 20, 40, 60, 80, 100].map((value) => ({ value, label: number(value) }));
  const temperatureMarks = [-20, 0, 20, 40].map((value) => ({ value, label: celsius(value) }));
  return (
    <>
      <DemoSection title={t('slider.basic')}>
        <SliderBox>
          <Slider
            label={t('slider.volume')}
            value={volume}
            onValueChange={setVolume}
            showValue
            formatValue={(v) => percent(v / 100)}
          />
        </SliderBox>
        <SliderBox>
          <Slider label={t('slider.brightness')} defaultValue={[70]} helperText={t('slider.keyboardHint')} />
        </SliderBox>
      </DemoSection>
      <DemoSection title={t('slider.stepsAndMarks')}>
        <SliderBox>
          <Slider
            label={t('slider.step10')}
            defaultValue={[40]}
            step={10}
            marks={stepMarks}
            formatValue={number}
          />
        </SliderBox>
        <SliderBox>
          <Slider
            label={t('slider.temperature')}
            defaultValue={[21]}
            min={-20}
            max={40}
            step={1}
            marks={temperatureMarks}
            valueLabel="always"
            formatValue={celsius}
          />
        </SliderBox>
      </DemoSection>
      <DemoSection title={t('sections.colors')}>
        {COLORS.map((color, index) => (
          <SliderBox key={color}>
            <Slider label={t(`colors.${color}`)} color={color} defaultValue={[20 + index * 12]} />
          </SliderBox>
        ))}
      </DemoSection>
      <DemoSection title={t('sections.sizes')}>
        {SIZES.map((size) => (
          <SliderBox key={size}>
            <Slider label={t(`sizes.${size}`)} size={size} defaultValue={[50]} />
          </SliderBox>
        ))}
      </DemoSection>
      <DemoSection title={t('slider.vertical')}>
        <VerticalRow>
          <Slider label={t('slider.bass')} orientation="vertical" defaultValue={[60]} />
          <Slider label={t('slider.treble')} orientation="vertical" defaultValue={[35]} color="secondary" />
          <Slider
            label={t('slider.step10')}
            orientation="vertical"
            defaultValue={[40]}
            step={20}
            marks={stepMarks}
            color="info"
          />
        </VerticalRow>
      </DemoSection>
      <DemoSection title={t('slider.disabled')}>
        <SliderBox>
          <Slider label={t('slider.locked')} defaultValue={[45]} disabled />
        </SliderBox>
      </DemoSection>
    </>
  );
}
