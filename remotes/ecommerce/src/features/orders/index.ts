// The orders feature's public face: what the other features of the area (customers, dashboard) use.
export { useOrders } from './api/getOrders';
export { PaymentMethod } from './components/PaymentMethod';
export { PaymentStatus } from './components/OrderChips';
export { useOrderColumns } from './components/useOrderColumns';
export { orderKeys } from './api/orderKeys';
export { deleteOrder } from './api/deleteOrder';
export { orderPlacedAt } from '@atrium/contracts';
