// The catalogue's public surface: pages, scripts and other domains import the catalogue only from
// here. Everything else in this folder is private to the catalogue.
export { CARD_COLUMNS, CARD_FROM, toCourseCard, type CardRow } from './course-cards.ts';
export { courseFilters } from './list-course-filters.ts';
export { clearCategoryCache, listCategories, type CategorySummary } from './list-categories.ts';
export { formatMoney, priceLabel } from './prices.ts';
export { bundleSitemapEntries, getBundleCourse, getBundleDetail, listBundles } from './read-bundles.ts';
export { countPublishedCourses, courseSitemapEntries, featuredCourses, getCourseDetail, newestCourses } from './read-courses.ts';
export { RANK_WINDOW, searchCourses, type CourseSearchResult } from './search-courses.ts';
