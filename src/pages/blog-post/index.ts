export { BlogPostPage } from './ui/blog-post-page';
export { blogPostQuery, loadBlogPostFx } from './model/blog-post';
