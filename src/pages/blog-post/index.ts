export { BlogPostPage } from './ui/blog-post-page';
export { loadBlogPostFx } from './model/blog-post';
