import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useGate, useUnit } from 'effector-react';
import { ArticleSkeleton, ArticleView } from '@/entities/article';
import { AppLink, PageMeta, PageState } from '@/shared/ui';
import { blogPostQuery } from '../model/blog-post';

/** Back to the blog, on the post's topic. */
function BackToBlog({ category, label }: { category: string; label: string }) {
  return (
    <Anchor component={AppLink} to={category ? `/blog?category=${encodeURIComponent(category)}` : '/blog'} size="sm" fw={600}>
      <Group gap={4} wrap="nowrap" component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        {label ? <Trans>Blog: {label}</Trans> : <Trans>Blog</Trans>}
      </Group>
    </Anchor>
  );
}

/** /blog/{slug}: one blog post. */
export function BlogPostPage({ slug }: { slug: string }) {
  useGate(blogPostQuery.Gate, { slug });
  const { t } = useLingui();
  const [page, failed, retry] = useUnit([blogPostQuery.$data, blogPostQuery.$failed, blogPostQuery.retried]);

  return (
    <PageState data={page} failed={failed} onRetry={retry} skeleton={<ArticleSkeleton withAside={false} testId="blog-post-skeleton" />} page={{ title: t`Blog`, size: 'xl', py: 'xl' }}>
      {(page) => {
        const post = page.data;
        return (
          <>
            <PageMeta title={page.meta_title} description={page.meta_description} keywords={page.meta_keywords} image={post.img} />
            <ArticleView article={post} eyebrow={post.category_label} back={<BackToBlog category={post.category} label={post.category_label} />} />
          </>
        );
      }}
    </PageState>
  );
}
