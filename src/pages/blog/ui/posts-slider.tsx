import { useLingui } from '@lingui/react/macro';
import { Carousel } from '@mantine/carousel';
import { useUnit } from 'effector-react';
import { ARTICLE_BASE, ArticleCard, entryHref } from '@/entities/article';
import type { ContentItem } from '@/shared/api';
import { useCarouselWords } from '@/shared/carousel';
import { $lang } from '@/shared/i18n';
import { BLOG_SLIDES_PER_VIEW } from '../model/blog';
import classes from './blog.module.css';

const slideSize = Object.fromEntries(Object.entries(BLOG_SLIDES_PER_VIEW).map(([breakpoint, count]) => [breakpoint, `${100 / count}%`]));

/** Blog posts as a slider: four side by side on wide screens, fewer below (public-site.md §9 breakpoints). */
export function PostsSlider({ posts, labels }: { posts: ContentItem[]; labels: Record<string, string> }) {
  const { t } = useLingui();
  const lang = useUnit($lang);
  const words = useCarouselWords(posts.length, { label: t`Blog posts` });
  return (
    <>
      <Carousel
        slideSize={slideSize}
        slideGap="md"
        emblaOptions={{ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 1 }}
        classNames={{ controls: classes.sliderControls }}
        previousControlProps={{ 'aria-label': t`Previous posts` }}
        nextControlProps={{ 'aria-label': t`Next posts` }}
        data-testid="blog-posts"
        {...words.root}
      >
        {posts.map((post, index) => (
          <Carousel.Slide key={post.id} className={classes.slide} {...words.slide(index)}>
            <ArticleCard item={post} href={entryHref(ARTICLE_BASE.blog, post, lang)} eyebrow={labels[post.category]} />
          </Carousel.Slide>
        ))}
      </Carousel>
      {words.status}
    </>
  );
}
