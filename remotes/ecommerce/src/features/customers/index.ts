// The customers feature's public face: what the other features of the area (dashboard, new orders) use.
export { getCustomers, useCustomers } from './api/getCustomers';
export { CountryCell } from './components/CountryCell';
export { customerKeys } from './api/customerKeys';
