/** The languages content (FAQ, help center, courses) is written in; English is every record's fallback. */
export const CONTENT_LANGUAGES = ['en', 'fr', 'ar'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

const isContentLanguage = (tag: string): tag is ContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(tag);

/**
 * The language a request asks content in: the first of its Accept-Language tags (by quality) that we
 * write in, by its primary subtag (`fr-CA` is French); English when it names none of them.
 */
export function contentLanguageOf(request: Request): ContentLanguage {
  const header = request.headers.get('accept-language') ?? '';
  const tags = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (tags.find((t) => isContentLanguage(t.tag))?.tag as ContentLanguage | undefined) ?? 'en';
}
