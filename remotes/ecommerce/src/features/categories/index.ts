// The categories feature's public face: what the other features of the area (products) use.
export { categoriesQuery } from './api/categories';
