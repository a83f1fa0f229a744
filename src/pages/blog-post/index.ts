export { BlogPostPage } from './ui/blog-post-page';
