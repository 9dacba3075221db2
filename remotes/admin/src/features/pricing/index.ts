// The pricing feature's public face: what the other features of the area (account billing) use.
export { PLAN_PRICES } from './plans';
