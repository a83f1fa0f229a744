export { BlogPage } from './ui/blog-page';
export { loadBlogPageFx, loadBlogCategoryFx } from './model/blog';
