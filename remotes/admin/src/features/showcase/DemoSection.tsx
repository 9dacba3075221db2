import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardHeader } from '@atrium/ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
`;

/** One example of a showcase page: a titled card whose content flows in a wrapping row. */
export function DemoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} />
      <CardContent>
        <Row>{children}</Row>
      </CardContent>
    </Card>
  );
}

export const COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;

/** The colours that carry a status (alerts, toasts). */
export const SEVERITIES = ['success', 'info', 'warning', 'error'] as const;
