import { useState } from 'react';
import { Textarea } from '@atrium/ui';
import { DemoSection } from '../DemoSection';
import { useShowcaseTranslation } from '../showcaseStrings';
import { FieldBox } from './choice/choiceLayout';
import { SHOWCASE_FORMS_NS } from './strings';

export default function TextareaDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_FORMS_NS);
  const [feedback, setFeedback] = useState('');
  const [touched, setTouched] = useState(false);
  const feedbackError = touched && feedback.trim().length < 10 ? t('textarea.feedbackTooShort') : undefined;
  return (
    <>
      <DemoSection title={t('textarea.basic')}>
        <FieldBox>
          <Textarea label={t('textarea.notes')} placeholder={t('textarea.notesPlaceholder')} />
        </FieldBox>
        <FieldBox>
          <Textarea
            variant="filled"
            label={t('textarea.filled')}
            placeholder={t('textarea.notesPlaceholder')}
          />
        </FieldBox>
      </DemoSection>

      <DemoSection title={t('textarea.autoGrow')}>
        <FieldBox>
          <Textarea
            label={t('textarea.message')}
            helperText={t('textarea.autoGrowHelp')}
            autoGrow
            rows={2}
            maxRows={6}
          />
        </FieldBox>
      </DemoSection>

      <DemoSection title={t('textarea.counter')}>
        <FieldBox>
          <Textarea
            label={t('textarea.bio')}
            helperText={t('textarea.bioHelp')}
            maxLength={160}
            showCount
            autoGrow
            rows={3}
            maxRows={8}
          />
        </FieldBox>
      </DemoSection>

      <DemoSection title={t('textarea.states')}>
        <FieldBox>
          <Textarea
            label={t('textarea.feedback')}
            required
            value={feedback}
            onChange={(e) => setFeedback(e.target.value)}
            onBlur={() => setTouched(true)}
            error={feedbackError}
            helperText={t('textarea.feedbackHelp')}
          />
        </FieldBox>
        <FieldBox>
          <Textarea label={t('textarea.disabled')} disabled defaultValue={t('textarea.disabledValue')} />
        </FieldBox>
        <FieldBox>
          <Textarea
            label={t('textarea.readOnly')}
            readOnly
            defaultValue={t('textarea.readOnlyValue')}
            resizable={false}
          />
        </FieldBox>
      </DemoSection>
    </>
  );
}
