import { createFileRoute } from '@tanstack/react-router';
import { BlogPostPage } from '@/pages/blog-post';

/** /blog/{slug}: the slug is the post's slug in the page language. */
export const Route = createFileRoute('/{-$lang}/blog/$slug')({
  component: function BlogPostRoute() {
    const { slug } = Route.useParams();
    return <BlogPostPage slug={slug} />;
  },
});
