// The content domain's public surface: pages, scripts and other domains import content only from
// here. Everything else in this folder is private to the domain.
export { getHome } from './get-home.ts';
export { listTestimonials } from './list-testimonials.ts';
export { blogSitemapEntries, feedPosts, getBlogPost, listBlogs } from './read-blog.ts';
export { getHelpArticle, getHelpCategory, helpSitemapEntries, listHelpArticles, listHelpCategories } from './read-help.ts';
export { getPage, listPages, pageSitemapEntries } from './read-pages.ts';
export { submitEnquiry } from './submit-enquiry.ts';
