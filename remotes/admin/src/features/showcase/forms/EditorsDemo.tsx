import { useState } from 'react';
import styled from 'styled-components';
import { Textarea } from '@atrium/ui';
import {
  RICH_TEXT_ALL_COMMANDS,
  RICH_TEXT_EXTRA_COMMANDS,
  RICH_TEXT_COMMANDS,
  RichTextEditor,
  TEXT_ALIGN_CSS,
  type RichTextEditorLabels,
} from '@atrium/ui/editor';
import { SafeHtml, sanitizeHtml } from '@atrium/ui/safe-html';
import { DemoSection } from '../DemoSection';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_FORMS_NS } from './strings';

const Column = styled.div`
  flex: 1 1 24rem;
  align-self: flex-start;
  min-inline-size: 0;
  display: grid;
  gap: 1rem;
  align-content: start;
`;

const Output = styled.section`
  display: grid;
  gap: 0.5rem;
  h3 {
    margin: 0;
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Code = styled.pre`
  margin: 0;
  padding: 0.75rem 1rem;
  max-block-size: 12rem;
  overflow: auto;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.palette.action.hover};
  color: ${({ theme }) => theme.palette.text.primary};
  font-size: 0.8125rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  direction: ltr;
  text-align: start;
`;

const Preview = styled.div`
  padding: 0.75rem 1rem;
  border: 1px dashed ${({ theme }) => theme.palette.divider};
  border-radius: ${({ theme }) => theme.radius.md}px;
  ${TEXT_ALIGN_CSS}
`;

const PlainText = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border: 1px dashed ${({ theme }) => theme.palette.divider};
  border-radius: ${({ theme }) => theme.radius.md}px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

function useEditorLabels(): RichTextEditorLabels {
  const { t } = useShowcaseTranslation(SHOWCASE_FORMS_NS);
  const commands = [...RICH_TEXT_COMMANDS, ...RICH_TEXT_EXTRA_COMMANDS];
  return {
    ...(Object.fromEntries(commands.map((c) => [c, t(`editors.commands.${c}`)])) as Record<
      (typeof commands)[number],
      string
    >),
    toolbar: t('editors.toolbar'),
    linkPrompt: t('editors.linkPrompt'),
  };
}

export default function EditorsDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_FORMS_NS);
  const labels = useEditorLabels();
  const [article, setArticle] = useState(() => t('editors.sample'));
  const [comment, setComment] = useState('');
  const [plain, setPlain] = useState(() => t('editors.plainSample'));
  const html = sanitizeHtml(article);
  return (
    <>
      <DemoSection title={t('editors.full')}>
        <Column>
          <RichTextEditor
            label={t('editors.article')}
            value={article}
            onChange={setArticle}
            labels={labels}
            commands={RICH_TEXT_ALL_COMMANDS}
            minHeight="12rem"
          />
        </Column>
        <Column>
          <Output aria-labelledby="editors-preview">
            <h3 id="editors-preview">{t('editors.preview')}</h3>
            <Preview>{html ? <SafeHtml html={html} /> : t('editors.empty')}</Preview>
          </Output>
          <Output aria-labelledby="editors-html">
            <h3 id="editors-html">{t('editors.html')}</h3>
            <Code data-testid="editors-html">{html || t('editors.empty')}</Code>
          </Output>
        </Column>
      </DemoSection>
      <DemoSection title={t('editors.basic')}>
        <Column>
          <RichTextEditor
            label={t('editors.comment')}
            value={comment}
            onChange={setComment}
            labels={labels}
          />
        </Column>
        <Column>
          <Output aria-labelledby="editors-comment-html">
            <h3 id="editors-comment-html">{t('editors.html')}</h3>
            <Code>{sanitizeHtml(comment) || t('editors.empty')}</Code>
          </Output>
        </Column>
      </DemoSection>
      <DemoSection title={t('editors.plain')}>
        <Column>
          <Textarea
            label={t('editors.note')}
            value={plain}
            onChange={(event) => setPlain(event.target.value)}
            rows={5}
            autoGrow
            maxRows={12}
            maxLength={500}
            showCount
            helperText={t('editors.plainHint')}
          />
        </Column>
        <Column>
          <Output aria-labelledby="editors-text">
            <h3 id="editors-text">{t('editors.text')}</h3>
            <PlainText>{plain || t('editors.empty')}</PlainText>
          </Output>
        </Column>
      </DemoSection>
    </>
  );
}
