import { Card, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { ContentItem } from '@/shared/api';
import { NEWS_PREVIEW_LENGTH } from '@/shared/config';
import { $lang, formatLongDate } from '@/shared/i18n';
import { truncate } from '@/shared/lib';
import { AppLink } from '@/shared/ui';
import classes from './article.module.css';

export interface ArticleCardProps {
  item: ContentItem;
  /** Language-free address of the item (entryHref). */
  href: string;
  headingOrder?: 2 | 3 | 4;
  /** A small label above the title (the blog category). */
  eyebrow?: string;
  /** The first card of a list, in view on arrival: its picture loads at once (it is the page's largest paint). */
  eager?: boolean;
}

/**
 * A news item or blog post in a list: picture, date, title (the link; the whole card is its target)
 * and the description cut to 100 characters plus an ellipsis (public-site.md §3, §9).
 */
export function ArticleCard({ item, href, headingOrder = 3, eyebrow, eager = false }: ArticleCardProps) {
  const lang = useUnit($lang);
  const picture = item.img || item.poster;
  return (
    <Card withBorder radius="md" padding="md" component="article" className={classes.card} data-testid="article-card">
      {picture ? (
        <Card.Section>
          <img className={classes.media} src={picture} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} />
        </Card.Section>
      ) : null}
      <Stack gap={6} mt="md">
        {eyebrow ? (
          <Text size="xs" fw={700} tt="uppercase" c="brand.8">
            {eyebrow}
          </Text>
        ) : null}
        <Text size="xs" c="gray.7" component="time" dateTime={item.date}>
          {formatLongDate(item.date, lang)}
        </Text>
        <Title order={headingOrder} size="h5" lh={1.35}>
          <AppLink to={href} className={classes.cardLink}>
            {item.title}
          </AppLink>
        </Title>
        {item.description ? (
          <Text size="sm" c="gray.7">
            {truncate(item.description, NEWS_PREVIEW_LENGTH)}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
