import { HttpResponse } from 'msw';
import { PRODUCT_CATEGORIES, type CustomCategory } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { jsonError } from '@atrium/mocks/lib/responses';

/**
 * An added category as stored: with an id of its own, so that the database keys its row by it and an
 * edit (a rename, a new slug) is one record changed in the audit log, not one deleted and one created.
 * The answers leave the id out (the category is named by its slug in the API).
 */
export type StoredCategory = CustomCategory & { id?: number };

/** The category as the API answers it. */
export const publicCategory = ({
  name,
  slug,
  description,
  parent,
  status,
}: StoredCategory): CustomCategory => ({
  name,
  slug,
  description,
  parent,
  status,
});

/** The next id of an added category. */
export const nextCategoryId = () => Math.max(0, ...db.categories.map((c) => c.id ?? 0)) + 1;

/** A category's slug from its name, as the category screen makes it (for the built-in ones' slugs). */
export const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const BUILT_IN_SLUGS = new Set(PRODUCT_CATEGORIES.map(slugOf));
const isBuiltIn = (name: string) => (PRODUCT_CATEGORIES as readonly string[]).includes(name);

/** Whether a product may be in this category: a built-in one or one added (its exact name). */
export const categoryExists = (name: string) => isBuiltIn(name) || db.categories.some((c) => c.name === name);

/** A 400 naming the problem at one field, as parseBody answers a schema's. */
export const fieldError = (field: string, message: string) =>
  HttpResponse.json(
    { message: `Invalid ${field}: ${message}`, errors: { [field]: [message] } },
    { status: 400 },
  );

/** A 409 naming the problem at one field (a name or slug another category has). */
export const fieldConflict = (field: string, message: string) =>
  HttpResponse.json({ message, errors: { [field]: [message] } }, { status: 409 });

/** The added category of a slug with its index; a built-in category's slug is a 409 (they are fixed), any other a 404. */
export function findCategory(
  slug: string,
): { category: StoredCategory; index: number } | { error: Response } {
  const index = db.categories.findIndex((c) => c.slug === slug);
  if (index !== -1) return { category: db.categories[index], index };
  if (BUILT_IN_SLUGS.has(slug))
    return { error: jsonError(409, 'The built-in categories cannot be changed or deleted') };
  return { error: jsonError(404, 'Category not found') };
}

/**
 * What makes a category's fields refused beside the schema, or undefined: a name (any case) or a slug
 * another category has (409), a parent that is no category, or is the category itself or one of its
 * own subcategories (400: a loop). `self`: the category being edited, by its name now.
 */
export function categoryProblem(fields: CustomCategory, self?: string): Response | undefined {
  const others = db.categories.filter((c) => c.name !== self);
  const lower = fields.name.toLowerCase();
  if ([...PRODUCT_CATEGORIES, ...others.map((c) => c.name)].some((n) => n.toLowerCase() === lower))
    return fieldConflict('name', 'A category with this name already exists');
  if (BUILT_IN_SLUGS.has(fields.slug) || others.some((c) => c.slug === fields.slug))
    return fieldConflict('slug', 'A category with this slug already exists');
  if (fields.parent === '') return undefined;
  if (!categoryExists(fields.parent) && fields.parent !== self)
    return fieldError('parent', 'No category has this name');
  // Walk up from the parent: reaching the category itself (by its old or new name) would make a loop.
  const mine = new Set([self, fields.name]);
  const seen = new Set<string>();
  for (let at: string | undefined = fields.parent; at && !seen.has(at);) {
    if (mine.has(at)) return fieldError('parent', 'A category cannot be inside itself');
    seen.add(at);
    at = db.categories.find((c) => c.name === at)?.parent;
  }
  return undefined;
}
