// JSON-LD builders for the public pages (schema.org): Organization, Course, ItemList, BlogPosting,
// FAQPage and BreadcrumbList. Pure functions of the data the page already has; BaseHead prints them.
// A page's addresses are in the page's language: on a Spanish page every URL of a page is its /es/
// one (docs/i18n.md, "Routes"); files (images, the logo) keep their one address.
import type { BundleDetail, CourseCard, CourseDetail } from '../../lib/schemas/catalogue.ts';
import type { BlogPost, HelpArticle } from '../../lib/schemas/content.ts';
import { currentLocale, localizePath } from '../../lib/i18n.ts';
import { m } from '../../paraglide/messages.js';
import { isoDuration } from '../catalogue/format.ts';

type Ld = Record<string, unknown>;
const abs = (path: string, appUrl: string) => new URL(localizePath(path), appUrl).toString();
/** The language of an item's text: the page's, or English when a Spanish page shows an item with no Spanish version. */
const languageOf = (item: { translated?: boolean | undefined }) => (item.translated === false ? 'en' : currentLocale());
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

export const CACHE_PUBLIC = 'public, max-age=60, stale-while-revalidate=600';

export function organizationLd(appUrl: string, supportPhone?: string): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Wellspring',
    url: abs('/', appUrl),
    logo: abs('/favicon.svg', appUrl),
    description: m.footer_tagline(),
    ...(supportPhone ? { contactPoint: { '@type': 'ContactPoint', telephone: supportPhone, contactType: 'customer support', availableLanguage: 'English', hoursAvailable: 'Mo-Su 00:00-23:59' } } : {}),
  };
}

const provider = (appUrl: string) => ({ '@type': 'Organization', name: 'Wellspring', sameAs: abs('/', appUrl) });

export function courseLd(course: CourseDetail & { translated?: boolean | undefined }, appUrl: string, url = `/course/${course.slug}`): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    inLanguage: languageOf(course),
    description: course.summary,
    url: abs(url, appUrl),
    image: abs(course.image_url, appUrl),
    provider: provider(appUrl),
    educationalLevel: course.level,
    about: course.category.name,
    ...(course.outcomes.length ? { teaches: course.outcomes } : {}),
    timeRequired: isoDuration(course.duration_minutes),
    offers: {
      '@type': 'Offer',
      category: course.is_free ? 'Free' : 'Paid',
      price: (course.price_cents / 100).toFixed(2),
      priceCurrency: course.currency,
      availability: 'https://schema.org/InStock',
      url: abs(url, appUrl),
    },
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: isoDuration(course.duration_minutes), ...(course.instructor_name ? { instructor: { '@type': 'Person', name: course.instructor_name } } : {}) },
  };
}

/** A list of courses (catalogue pages, bundles, home) as an ItemList of their URLs. */
export function itemListLd(items: Array<{ url: string; name: string }>, appUrl: string, name?: string): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    ...(name ? { name } : {}),
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, url: abs(item.url, appUrl), name: item.name })),
  };
}

export const courseItems = (courses: CourseCard[]) => courses.map((c) => ({ url: `/course/${c.slug}`, name: c.title }));

export function bundleLd(bundle: BundleDetail, appUrl: string): Ld {
  return itemListLd(courseItems(bundle.courses), appUrl, bundle.title);
}

export function blogPostingLd(post: BlogPost, appUrl: string): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    inLanguage: languageOf(post),
    description: post.excerpt,
    image: abs(post.image_url, appUrl),
    datePublished: post.published_at,
    dateModified: post.updated_at,
    author: { '@type': 'Person', name: post.author_name },
    publisher: { '@type': 'Organization', name: 'Wellspring', logo: { '@type': 'ImageObject', url: abs('/favicon.svg', appUrl) } },
    mainEntityOfPage: abs(`/blog/${post.id}`, appUrl),
    timeRequired: `PT${post.reading_minutes}M`,
  };
}

/** A help article answers one question: its title. */
export function faqPageLd(article: HelpArticle & { translated?: boolean | undefined }, appUrl: string): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: abs(`/help/${article.id}`, appUrl),
    inLanguage: languageOf(article),
    mainEntity: [{ '@type': 'Question', name: article.title, acceptedAnswer: { '@type': 'Answer', text: text(article.content) } }],
  };
}

export function breadcrumbLd(items: Array<{ label: string; href?: string }>, appUrl: string): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.label, ...(item.href ? { item: abs(item.href, appUrl) } : {}) })),
  };
}

/** A plain-text description of at most ~160 characters for meta tags. */
export function metaDescription(value: string, max = 160): string {
  const plain = text(value);
  if (plain.length <= max) return plain;
  return `${plain.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
