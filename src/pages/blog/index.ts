export { BlogPage } from './ui/blog-page';
