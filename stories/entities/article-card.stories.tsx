import { SimpleGrid } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ARTICLE_BASE, ArticleCard, ArticleCardSkeleton, entryHref, VideoCard } from '@/entities/article';
import { isLang } from '@/shared/i18n';
import { blogPageFixture, newsPageFixture } from '../fixtures';

/** Cards of news items, blog posts and videos, with the simulator's content in the toolbar language. */
const meta = {
  title: 'entities/article/ArticleCard',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** News cards: picture, date, title link, description cut to 100 characters plus an ellipsis; and a card loading. */
export const News: Story = {
  render: (_, { globals }) => {
    const lang = isLang(globals.lang) ? globals.lang : 'hy';
    const items = newsPageFixture(lang).data.news.data.slice(0, 2);
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} maw={960}>
        {items.map((item) => (
          <ArticleCard key={item.id} item={item} href={entryHref(ARTICLE_BASE.news, item, lang)} />
        ))}
        <ArticleCardSkeleton />
      </SimpleGrid>
    );
  },
};

/** A blog post card with its topic above the title. */
export const BlogPost: Story = {
  render: (_, { globals }) => {
    const lang = isLang(globals.lang) ? globals.lang : 'hy';
    const page = blogPageFixture(lang);
    const post = page.data.blog.data[1];
    const label = page.category_list.find((category) => category.slug === post?.category)?.label;
    return post ? (
      <SimpleGrid cols={{ base: 1, sm: 3 }} maw={960}>
        <ArticleCard item={post} href={entryHref(ARTICLE_BASE.blog, post, lang)} eyebrow={label} />
      </SimpleGrid>
    ) : (
      <span />
    );
  },
};

/** Videos: poster and play button (no player until pressed); a video of an unknown provider links out. */
export const Videos: Story = {
  render: (_, { globals }) => {
    const lang = isLang(globals.lang) ? globals.lang : 'hy';
    const [first, second] = newsPageFixture(lang).data.videos.data;
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} maw={960}>
        {first ? <VideoCard item={first} /> : null}
        {second ? <VideoCard item={{ ...second, video_url: 'https://videos.example.am/accident-guide' }} /> : null}
      </SimpleGrid>
    );
  },
};
