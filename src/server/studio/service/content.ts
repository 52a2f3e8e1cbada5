// The studio's site-content services (docs/rules/studio.md, "Site content"), for its routes and tests.
export { createCategory, listStudioCategories, updateCategory } from './content-categories.ts';
export { createBundle, getStudioBundle, listStudioBundles, updateBundle } from './content-bundles.ts';
export { createPage, getStudioPage, listStudioPages, updatePage } from './content-pages.ts';
export { createBlogPost, getStudioBlogPost, listStudioBlogPosts, setBlogPostPublished, updateBlogPost } from './content-blog.ts';
export { createHelpArticle, createHelpCategory, listStudioHelpArticles, listStudioHelpCategories, updateHelpArticle, updateHelpCategory } from './content-help.ts';
export { createTestimonial, deleteTestimonial, listStudioTestimonials, updateTestimonial } from './content-testimonials.ts';
