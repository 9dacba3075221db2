// The customers feature's public face: what the other features of the area (dashboard) use.
export { useCustomers } from './api/getCustomers';
export { CountryCell } from './components/CountryCell';
export { customerKeys } from './api/customerKeys';
