// The orders' query keys live in common/: the dashboard's figures sit under them (deleting an order
// refreshes the figures that summarise it), and its route prefetch must reach them without importing
// the orders feature's components.
export { orderKeys } from '../../../common/orderKeys';
