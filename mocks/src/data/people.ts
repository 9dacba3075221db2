import type { CustomerCountry } from '@atrium/contracts';

/** Names, companies and places the sample data draws from (shared by several areas). */
export const FIRST_NAMES = [
  'Jordan',
  'Amara',
  'Lucas',
  'Sofia',
  'Mateo',
  'Yara',
  'Noah',
  'Chloé',
  'Omar',
  'Hana',
  'Elena',
  'Kofi',
  'Priya',
  'Liam',
  'Aiko',
  'Rafael',
  'Zainab',
  'Theo',
  'Ingrid',
  'Diego',
  'Leila',
  'Marcus',
  'Nadia',
  'Felix',
  'Wen',
  'Grace',
  'Samir',
  'Olivia',
  'Tomás',
  'Mei',
] as const;

export const LAST_NAMES = [
  'Stevenson',
  'Okafor',
  'Martin',
  'Rossi',
  'García',
  'Haddad',
  'Kim',
  'Dubois',
  'Nakamura',
  'Silva',
  'Novak',
  'Mensah',
  'Patel',
  'Walsh',
  'Tanaka',
  'Costa',
  'Rahman',
  'Becker',
  'Larsen',
  'Morales',
] as const;

export const COMPANIES = [
  'Yotz PVT LTD',
  'Hall-Robbins PLC',
  'Ridley Group',
  'Blue Harbor Co',
  'Northwind Traders',
  'Lumen Labs',
  'Crescent Studio',
  'Pinecrest Ltd',
  'Atlas Freight',
  'Solace Health',
  'Mosaic Media',
  'Vantage Partners',
  'Keystone Logistics',
  'Orchid Systems',
  'Quarry Works',
] as const;

export const COUNTRIES = [
  'United States',
  'France',
  'Brazil',
  'India',
  'Australia',
  'China',
  'Germany',
  'Egypt',
  'Canada',
  'Japan',
] as const;

export const STREETS = [
  '7777 Mendez Plains',
  '04033 Wesley Wall Apt. 961',
  '5345 Robert Squares',
  '19022 Clark Parks',
  '8534 Saunders Hill',
  '72 Rue de Rivoli',
  '11 Avenida Paulista',
  '221 MG Road',
  '45 Collins Street',
  '9 Nanjing Road',
  '3 Unter den Linden',
  '18 Tahrir Square',
] as const;

export const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');

/**
 * A person's picture, one per name: the same person has the same face in every area. The pictures
 * are generated from these URLs by scripts/sample-images.mjs (the name is the seed).
 */
export const avatarUrl = (name: string) => `/images/avatars/${slug(name)}.svg`;

/** The sample customers' countries and their ISO 3166-1 alpha-2 codes (the e-commerce and CRM sample data). */
export const COUNTRY_CODES: Record<CustomerCountry, string> = {
  Australia: 'au',
  'United States': 'us',
  France: 'fr',
  China: 'cn',
  Brazil: 'br',
  India: 'in',
};
