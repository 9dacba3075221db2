import styled from 'styled-components';
import type { Product } from '@atrium/contracts';
import { Avatar } from '@atrium/ui';

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-inline-size: 14rem;
`;

const Name = styled.div`
  font-weight: 500;
  color: ${({ theme }) => theme.palette.text.primary};
`;

const Brand = styled.div`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

/** Product image (or its initials), name and brand. */
export function ProductCell({ product }: { product: Product }) {
  return (
    <Root>
      <Avatar name={product.productName} src={product.image} size={38} />
      <div>
        <Name>{product.productName}</Name>
        <Brand>{product.productBrand}</Brand>
      </div>
    </Root>
  );
}
