export { BlogPage } from './ui/blog-page';
export { BlogSkeleton } from './ui/blog-skeleton';
export {
  blogQuery,
  postsQuery as blogPostsQuery,
  loadBlogPageFx,
  loadBlogCategoryFx,
  categoryChosen as blogCategoryChosen,
  $posts as $blogPosts,
  BLOG_SLIDES_PER_VIEW,
} from './model/blog';
