import { useState } from 'react';
import styled from 'styled-components';
import { IconPhoto } from '@tabler/icons-react';
import {
  FileDropzone,
  FileInput,
  formatFileSize,
  type FileDropzoneLabels,
  type FileInputLabels,
  type RejectedFile,
} from '@atrium/ui/file-input';
import { DemoSection } from '../DemoSection';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_FORMS_NS } from './strings';

const Box = styled.div`
  flex: 1 1 20rem;
  align-self: flex-start;
  min-inline-size: 0;
`;

const MAX_SIZE = 1024 * 1024;
const MAX_FILES = 3;
const IMAGES_AND_PDF = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'application/pdf': ['.pdf'],
};
const IMAGES = { 'image/*': [] };

/** A list of files kept by the demo, as a form would. */
function useFiles() {
  return useState<File[]>([]);
}

export default function FileInputDemo() {
  const { t, i18n } = useShowcaseTranslation(SHOWCASE_FORMS_NS);
  const [basic, setBasic] = useFiles();
  const [avatar, setAvatar] = useFiles();
  const [limited, setLimited] = useFiles();
  const [compact, setCompact] = useFiles();
  const [many, setMany] = useFiles();
  const [required, setRequired] = useFiles();
  const size = (bytes: number) => formatFileSize(bytes, i18n.language);
  const rejection = ({ file, reason }: RejectedFile) =>
    t(`fileInput.rejections.${reason}`, { name: file.name, max: size(MAX_SIZE), count: MAX_FILES });
  const dropzoneLabels: FileDropzoneLabels = {
    prompt: t('fileInput.prompt'),
    dragActive: t('fileInput.dragActive'),
    selected: t('fileInput.selected'),
    remove: (file) => t('fileInput.remove', { name: file.name }),
    rejection,
  };
  const inputLabels: FileInputLabels = {
    choose: t('fileInput.choose'),
    empty: t('fileInput.empty'),
    clear: t('fileInput.clear'),
    count: (count) => t('fileInput.count', { count }),
    rejection,
  };
  return (
    <>
      <DemoSection title={t('fileInput.multiple')}>
        <Box>
          <FileDropzone
            label={t('fileInput.attachments')}
            helperText={t('fileInput.anyFile')}
            multiple
            files={basic}
            onFilesChange={setBasic}
            labels={dropzoneLabels}
          />
        </Box>
      </DemoSection>
      <DemoSection title={t('fileInput.single')}>
        <Box>
          <FileDropzone
            label={t('fileInput.avatar')}
            helperText={t('fileInput.imageOnly')}
            accept={IMAGES}
            files={avatar}
            onFilesChange={setAvatar}
            labels={dropzoneLabels}
            icon={<IconPhoto size={26} />}
          />
        </Box>
      </DemoSection>
      <DemoSection title={t('fileInput.limits')}>
        <Box>
          <FileDropzone
            label={t('fileInput.documents')}
            helperText={t('fileInput.limitsHint', { count: MAX_FILES, max: size(MAX_SIZE) })}
            multiple
            maxFiles={MAX_FILES}
            maxSize={MAX_SIZE}
            accept={IMAGES_AND_PDF}
            files={limited}
            onFilesChange={setLimited}
            labels={dropzoneLabels}
          />
        </Box>
      </DemoSection>
      <DemoSection title={t('fileInput.compact')}>
        <Box>
          <FileInput
            label={t('fileInput.resume')}
            helperText={t('fileInput.pdfOnly')}
            accept={{ 'application/pdf': ['.pdf'] }}
            files={compact}
            onFilesChange={setCompact}
            labels={inputLabels}
          />
        </Box>
        <Box>
          <FileInput
            label={t('fileInput.photos')}
            multiple
            size="sm"
            accept={IMAGES}
            files={many}
            onFilesChange={setMany}
            labels={inputLabels}
          />
        </Box>
        <Box>
          <FileInput
            label={t('fileInput.contract')}
            error={required.length === 0 ? t('fileInput.required') : undefined}
            files={required}
            onFilesChange={setRequired}
            labels={inputLabels}
          />
        </Box>
      </DemoSection>
      <DemoSection title={t('fileInput.disabled')}>
        <Box>
          <FileDropzone
            label={t('fileInput.archive')}
            disabled
            files={[]}
            onFilesChange={() => undefined}
            labels={dropzoneLabels}
          />
        </Box>
        <Box>
          <FileInput
            label={t('fileInput.archive')}
            disabled
            files={[]}
            onFilesChange={() => undefined}
            labels={inputLabels}
          />
        </Box>
      </DemoSection>
    </>
  );
}
