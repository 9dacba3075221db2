import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircularProgress, startProgress, doneProgress } from '@atrium/ui/core';
import styled from 'styled-components';

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 40vh;
`;

/** While a chunk loads: the thin top progress bar, and a spinner in the content. */
export function PageLoading() {
  const { t } = useTranslation();
  useEffect(() => {
    startProgress();
    return () => doneProgress();
  }, []);
  return (
    <Centered>
      <CircularProgress aria-label={t('loading')} />
    </Centered>
  );
}

export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}
