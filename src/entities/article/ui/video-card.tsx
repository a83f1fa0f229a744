import { Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { ContentItem } from '@/shared/api';
import { NEWS_PREVIEW_LENGTH } from '@/shared/config';
import { $lang, formatLongDate } from '@/shared/i18n';
import { truncate } from '@/shared/lib';
import { LazyVideo } from '@/shared/ui';

/** A video: its poster with a play button (the player loads only on click), date, title and description. */
export function VideoCard({ item, headingOrder = 3 }: { item: ContentItem; headingOrder?: 2 | 3 | 4 }) {
  const lang = useUnit($lang);
  return (
    <Stack gap={8} component="article" data-testid="video-card">
      <LazyVideo url={item.video_url} poster={item.poster || item.img} title={item.title} />
      <Text size="xs" c="gray.7" component="time" dateTime={item.date}>
        {formatLongDate(item.date, lang)}
      </Text>
      <Title order={headingOrder} size="h5" lh={1.35}>
        {item.title}
      </Title>
      {item.description ? (
        <Text size="sm" c="gray.7">
          {truncate(item.description, NEWS_PREVIEW_LENGTH)}
        </Text>
      ) : null}
    </Stack>
  );
}
