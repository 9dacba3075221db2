import type { Product, ProductCategory, ProductStatus } from '@atrium/contracts';
import { createRandom } from '@atrium/mocks/lib/random';

// [name, brand, category, base price]
const CATALOGUE: [string, string, ProductCategory, number][] = [
  ['iPhone 14 Pro', 'Apple', 'Electronics', 999],
  ['Echo Dot (4th Gen)', 'Amazon', 'Electronics', 49.99],
  ['Dohioue Wall Clock', 'Dohioue', 'Home Decor', 18.99],
  ['INZCOU Running Shoes', 'INZCOU', 'Shoes', 59.99],
  ['Apple Watch Series 7', 'Apple', 'Accessories', 399],
  ['Meta Quest 2', 'Meta', 'Games', 299],
  ['MacBook Pro 16', 'Apple', 'Electronics', 2499],
  ['SAMSUNG Galaxy S22 Ultra', 'Samsung', 'Electronics', 1199.99],
  ['Air Jordan 1 Mid', 'Nike', 'Shoes', 125],
  ['Logitech MX Master 3S', 'Logitech', 'Office', 99.99],
  ['Sony WH-1000XM5', 'Sony', 'Accessories', 399.99],
  ['PlayStation 5', 'Sony', 'Games', 499.99],
  ['Nintendo Switch OLED', 'Nintendo', 'Games', 349.99],
  ['Xbox Series X', 'Microsoft', 'Games', 499.99],
  ['Ergonomic Mesh Office Chair', 'Hbada', 'Office', 239.99],
  ['Standing Desk Converter', 'FlexiSpot', 'Office', 159.99],
  ['Ceramic Table Lamp', 'Brightech', 'Home Decor', 64.5],
  ['Velvet Throw Pillow Set', 'MIULEE', 'Home Decor', 21.99],
  ['Ultraboost 22', 'Adidas', 'Shoes', 190],
  ['Classic Leather Sneaker', 'Reebok', 'Shoes', 80],
  ['Chuck Taylor All Star', 'Converse', 'Shoes', 65],
  ['AirPods Pro (2nd Gen)', 'Apple', 'Accessories', 249],
  ['Galaxy Watch 5', 'Samsung', 'Accessories', 279.99],
  ['Kindle Paperwhite', 'Amazon', 'Electronics', 139.99],
  ['iPad Air (5th Gen)', 'Apple', 'Electronics', 599],
  ['Dell XPS 13', 'Dell', 'Electronics', 1299],
  ['HP LaserJet Pro M404n', 'HP', 'Office', 329],
  ['Fellowes Paper Shredder', 'Fellowes', 'Office', 84.99],
  ['Wireless Charging Pad', 'Anker', 'Accessories', 25.99],
  ['USB-C Hub 7-in-1', 'Anker', 'Accessories', 35.99],
  ['Mechanical Keyboard K2', 'Keychron', 'Office', 79],
  ['Steam Deck 512GB', 'Valve', 'Games', 649],
  ['Elden Ring', 'Bandai Namco', 'Games', 59.99],
  ['Zelda: Tears of the Kingdom', 'Nintendo', 'Games', 69.99],
  ['Abstract Canvas Wall Art', 'Artbay', 'Home Decor', 45],
  ['Scented Soy Candle Trio', 'Yankee Candle', 'Home Decor', 29.99],
  ['Woven Jute Area Rug', 'nuLOOM', 'Home Decor', 119],
  ['Trail Runner GTX', 'Salomon', 'Shoes', 145],
  ['Gel-Kayano 29', 'Asics', 'Shoes', 160],
  ['Fresh Foam 1080v12', 'New Balance', 'Shoes', 159.99],
  ['Ray-Ban Aviator Classic', 'Ray-Ban', 'Accessories', 161],
  ['Leather Bifold Wallet', 'Fossil', 'Accessories', 45],
  ['GoPro HERO11 Black', 'GoPro', 'Electronics', 399.99],
  ['Canon EOS R6', 'Canon', 'Electronics', 2099],
  ['LG C2 OLED 55"', 'LG', 'Electronics', 1299.99],
  ['Whiteboard 48 x 36', 'Quartet', 'Office', 89.99],
  ['Monitor Arm Dual', 'Amazon Basics', 'Office', 69.99],
  ['DualSense Edge Controller', 'Sony', 'Games', 199.99],
  ['Marble Bookends', 'Umbra', 'Home Decor', 34.99],
  ['Hiking Boot Moab 3', 'Merrell', 'Shoes', 135],
];

const STATUSES: ProductStatus[] = ['Published', 'Published', 'Scheduled', 'Inactive'];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** 50 products, the same on every load. */
export function buildProducts(): Product[] {
  const random = createRandom(1001);
  return CATALOGUE.map(([productName, productBrand, category, base], i) => {
    const qty = random.int(0, 1000);
    return {
      id: i + 1,
      productName,
      category,
      stock: qty > 0 && random.bool(0.8),
      sku: 10000 + random.int(1000, 89999),
      price: `$${base.toFixed(2)}`,
      qty,
      status: random.pick(STATUSES),
      image: `/images/products/${slug(productName)}.svg`,
      productBrand,
    };
  });
}
