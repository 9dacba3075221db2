import type { HelpCenterArticle, HelpCenterResponse } from '@atrium/contracts';
import type { ContentLanguage } from '../lib/contentLanguage';
import { HELP_CENTER_TRANSLATIONS } from './helpCenterTranslations';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const category = (title: string, icon: string, articles: string[]) => ({
  title,
  icon,
  articles: articles.map((t) => ({ title: t, slug: slug(t) })),
});

export const HELP_CENTER: HelpCenterResponse = {
  popularArticles: [
    {
      slug: 'getting-started',
      title: 'Getting Started',
      img: '/images/svg/rocket.svg',
      subtitle: 'Whether you are new or you are a power user, this article will help you get started.',
    },
    {
      slug: 'first-steps',
      title: 'First Steps',
      img: '/images/svg/gift.svg',
      subtitle: 'Are you a new customer wondering how to get started?',
    },
    {
      slug: 'external-content',
      title: 'Add External Content',
      img: '/images/svg/keyboard.svg',
      subtitle: 'This article will show you how to expand the functionality of your app.',
    },
  ],
  allArticles: [
    category('Buying', 'shopping-cart', [
      'What are Favourites?',
      'How do I purchase an item?',
      'How do I add or change my details?',
      'How do refunds work?',
      'Can I Get A Refund?',
      'I am trying to find a specific item',
    ]),
    category('Item Support', 'help', [
      'What is Item Support?',
      'How to contact an author?',
      'Where is my purchase code?',
      'Extend or renew Item Support',
      'Item Support FAQ',
      'Why has my item been removed?',
    ]),
    category('Licenses', 'file-text', [
      'Can I customize my license?',
      'Why can’t I use the same license?',
      'What is a commercial license?',
      'How do licenses work?',
    ]),
    category('Template Kits', 'layout-grid', [
      'Template Kits',
      'Elementor Template Kits: PHP Zip',
      'Template Kits - Imported template',
      'Elementor Template Kits',
    ]),
    category('Account & Password', 'lock', [
      'Signing in with a social account',
      'Locked Out of Account',
      'I’m not receiving the verification email',
      'Forgotten Username Or Password',
    ]),
    category('Account Settings', 'user', [
      'How do I change my password?',
      'How do I change my username?',
      'How do I close my account?',
      'How do I change my email address?',
    ]),
  ],
  keepLearning: [
    {
      slug: 'blogging',
      title: 'Blogging',
      img: '/images/svg/laptop.svg',
      subtitle: 'Expert tips & tools to improve your website or online store using blog.',
    },
    {
      slug: 'inspiration-center',
      title: 'Inspiration Center',
      img: '/images/svg/lightbulb.svg',
      subtitle: 'Inspiration from experts to help you start and grow your big ideas.',
    },
    {
      slug: 'community',
      title: 'Community',
      img: '/images/svg/discord.svg',
      subtitle: 'People who share your questions: ask yours, answer theirs.',
    },
  ],
};

export const HELP_CENTER_ARTICLE: HelpCenterArticle = {
  title: 'How to add product in cart?',
  lastUpdated: '1 month ago  -  Updated',
  productContent:
    '<p class="mb-6">If you’re after only one item, simply choose the ‘Buy Now’ option on the item page. This will take you directly to Checkout.</p><p class="mb-6">If you want several different items, use the ‘Add to Cart’ button and then choose ‘Keep Browsing’ to continue shopping or ‘Checkout’ to finalise your purchase.</p>',
  checkoutContent:
    '<p class="mb-6">You can go back to your cart at any time by clicking on the shopping cart icon located at the top right side of the page.</p>',
  articleList: [
    'Template Kits',
    'Elementor Template Kits: PHP Zip Extends',
    'Envato Elements Template Kits',
    'Importing a Template Kit',
    'How to use the template in WordPress',
    'How to use the Template Kits?',
  ],
  checkoutImg: '/images/front-pages/product-checkout.svg',
  productImg: '/images/front-pages/product-cart.svg',
};

/** An English text of the help center in `language` (English where it has no translation). */
export const helpText = (text: string, language: ContentLanguage): string =>
  language === 'en' ? text : (HELP_CENTER_TRANSLATIONS[text]?.[language] ?? text);

/** The help center in `language`: its texts translated, its slugs, icons and pictures the same. */
export function helpCenterIn(language: ContentLanguage): HelpCenterResponse {
  const t = (text: string) => helpText(text, language);
  const card = <C extends { title: string; subtitle: string }>(c: C): C => ({
    ...c,
    title: t(c.title),
    subtitle: t(c.subtitle),
  });
  return {
    popularArticles: HELP_CENTER.popularArticles.map(card),
    allArticles: HELP_CENTER.allArticles.map((c) => ({
      ...c,
      title: t(c.title),
      articles: c.articles.map((a) => ({ ...a, title: t(a.title) })),
    })),
    keepLearning: HELP_CENTER.keepLearning.map(card),
  };
}

/** The sample article in `language`. */
export function helpArticleIn(language: ContentLanguage): HelpCenterArticle {
  const t = (text: string) => helpText(text, language);
  const a = HELP_CENTER_ARTICLE;
  return {
    ...a,
    title: t(a.title),
    lastUpdated: t(a.lastUpdated),
    productContent: t(a.productContent),
    checkoutContent: t(a.checkoutContent),
    articleList: a.articleList.map(t),
  };
}
