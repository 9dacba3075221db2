// The permissions feature's public face: what the other features of the area (roles) use.
export { permissionKeys } from './api/permissionKeys';
