import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useGate, useUnit } from 'effector-react';
import { ARTICLE_BASE, ArticleCard, entryHref, VideoCard } from '@/entities/article';
import { SubscribeForm } from '@/features/subscribe-newsletter';
import type { ContentItem, ArticleSection } from '@/shared/api';
import { $lang, formatLongDate } from '@/shared/i18n';
import { AppLink, EmptyState, PageMeta, PageState } from '@/shared/ui';
import { $category, $posts, $postsFailed, blogCategoryHref, blogQuery, postsQuery } from '../model/blog';
import classes from './blog.module.css';
import { BlogSkeleton, PostsSkeleton } from './blog-skeleton';
import { CategoryFilter } from './category-filter';
import { PostsSlider } from './posts-slider';

function SectionHeading({ section, id }: { section: ArticleSection; id: string }) {
  return (
    <Stack gap={2}>
      {section.mini_title ? (
        <Text size="sm" fw={700} tt="uppercase" c="brand.8">
          {section.mini_title}
        </Text>
      ) : null}
      <Title order={2} id={id}>
        {section.title}
      </Title>
    </Stack>
  );
}

/** The featured post: picture, the section's small title, title, full description and a link. */
function TopPost({ section, post, category }: { section: ArticleSection; post: ContentItem; category?: string }) {
  const lang = useUnit($lang);
  const href = entryHref(ARTICLE_BASE.blog, post, lang);
  return (
    <Card withBorder radius="lg" padding={0} className={classes.top} component="article" data-testid="blog-top">
      <img className={classes.topImage} src={post.img || post.poster} alt="" />
      <Stack gap="sm" className={classes.topText} justify="center">
        <Text size="sm" fw={700} tt="uppercase" c="brand.8">
          {[section.mini_title, category].filter(Boolean).join(' · ')}
        </Text>
        <Title order={2} lh={1.25}>
          <Anchor component={AppLink} to={href} c="gray.9" inherit>
            {post.title}
          </Anchor>
        </Title>
        <Text size="xs" c="gray.7" component="time" dateTime={post.date}>
          {formatLongDate(post.date, lang)}
        </Text>
        <Text c="gray.8">{post.description}</Text>
        <div>
          <Button component={AppLink} to={href} variant="light" aria-label={post.title}>
            <Trans>Read the article</Trans>
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

/**
 * /blog: the featured post, the posts of the chosen topic (a slider of four), the videos, the latest
 * news and the subscription. The topic is in the address (`/blog?category=travel`).
 */
export function BlogPage({ category }: { category?: string }) {
  useGate(blogQuery.Gate);
  useGate(postsQuery.Gate, { category: category ?? null });
  const { t } = useLingui();
  const [page, failed, posts, postsFailed, current, lang, retry, retryPosts] = useUnit([
    blogQuery.$data,
    blogQuery.$failed,
    $posts,
    $postsFailed,
    $category,
    $lang,
    blogQuery.retried,
    postsQuery.retried,
  ]);

  return (
    <PageState data={page} failed={failed} onRetry={retry} skeleton={<BlogSkeleton />} page={{ title: t`Blog`, size: 'xl', py: 'xl' }}>
      {(page) => {
        const labels = Object.fromEntries(page.category_list.map((item) => [item.slug, item.label]));
        const currentLabel = current ? labels[current] : undefined;
        const top = page.data.top.data[0];
        const { blog, videos, news } = page.data;

        return (
          <Container size="xl" py="lg">
            <PageMeta
              title={currentLabel ? `${page.meta_title}: ${currentLabel}` : page.meta_title}
              description={page.meta_description}
              keywords={page.meta_keywords}
              image={top?.img}
            />
            <Stack gap="xl">
              <Title order={1}>{page.meta_title}</Title>
              {top ? <TopPost section={page.data.top} post={top} category={labels[top.category]} /> : null}

              <Stack gap="md" component="section" aria-labelledby="blog-posts-heading">
                <SectionHeading section={blog} id="blog-posts-heading" />
                <CategoryFilter categories={page.category_list} />
                <PageState
                  data={posts}
                  failed={postsFailed}
                  onRetry={retryPosts}
                  skeleton={<PostsSkeleton />}
                  errorTitle={t`The posts could not be loaded`}
                  compact
                  failureWins
                >
                  {(posts) =>
                    posts.length > 0 ? (
                      <PostsSlider posts={posts} labels={labels} />
                    ) : (
                      <EmptyState title={t`No posts on this topic yet`} order={3}>
                        <Anchor component={AppLink} to={blogCategoryHref(null)}>
                          <Trans>See posts on every topic</Trans>
                        </Anchor>
                      </EmptyState>
                    )
                  }
                </PageState>
              </Stack>

              {videos.data.length > 0 ? (
                <Stack gap="md" component="section" aria-labelledby="blog-videos-heading">
                  <SectionHeading section={videos} id="blog-videos-heading" />
                  <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                    {videos.data.map((item) => (
                      <VideoCard key={item.id} item={item} />
                    ))}
                  </SimpleGrid>
                </Stack>
              ) : null}

              {news.data.length > 0 ? (
                <Stack gap="md" component="section" aria-labelledby="blog-news-heading">
                  <SectionHeading section={news} id="blog-news-heading" />
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
                    {news.data.map((item) => (
                      <ArticleCard key={item.id} item={item} href={entryHref(ARTICLE_BASE.news, item, lang)} />
                    ))}
                  </SimpleGrid>
                  <Anchor component={AppLink} to="/news" fw={600}>
                    <Trans>All news</Trans>
                  </Anchor>
                </Stack>
              ) : null}

              <Stack gap="sm" component="section" aria-labelledby="blog-subscribe-heading" maw={640}>
                <Title order={2} id="blog-subscribe-heading">
                  <Trans>New posts by e-mail</Trans>
                </Title>
                <SubscribeForm />
              </Stack>
            </Stack>
          </Container>
        );
      }}
    </PageState>
  );
}
