// The products feature's public face: what the other features of the area (categories, dashboard, new orders) use.
export { getProducts, productsQuery, useProducts } from './api/getProducts';
export { CategoryCell, isBuiltInCategory } from './components/CategoryCell';
export { useCategoryOptions } from './components/useCategoryOptions';
export { productKeys } from './api/productKeys';
