import { Badge, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import type { ContentDetails } from '@/shared/api';
import { $lang, formatLongDate } from '@/shared/i18n';
import { LazyVideo, SafeHtml } from '@/shared/ui';
import classes from './article.module.css';

export interface ArticleViewProps {
  article: ContentDetails;
  /** The way back to the list, above the title. */
  back: ReactNode;
  /** A label above the title (the blog category). */
  eyebrow?: string;
  /** A column beside the article on wide screens, below it on phones (latest news…). */
  aside?: ReactNode;
}

/**
 * One news item, video or blog post: title, date, picture (or the video, loaded on click), the
 * description as the lead and the body (content HTML through SafeHtml).
 */
export function ArticleView({ article, back, eyebrow, aside }: ArticleViewProps) {
  const lang = useUnit($lang);
  return (
    <Container size="xl" py="lg">
      <div className={aside ? classes.layout : `${classes.layout} ${classes.single}`}>
        <Stack gap="md" component="article" data-testid="article">
          {back}
          <Stack gap={6}>
            {eyebrow ? (
              <Group>
                <Badge variant="light">{eyebrow}</Badge>
              </Group>
            ) : null}
            <Title order={1} className={classes.title}>
              {article.title}
            </Title>
            <Text size="sm" c="gray.7" component="time" dateTime={article.date}>
              {formatLongDate(article.date, lang)}
            </Text>
          </Stack>
          {article.video_url ? (
            <LazyVideo url={article.video_url} poster={article.poster || article.img} title={article.title} />
          ) : article.img ? (
            <img className={classes.hero} src={article.img} alt="" />
          ) : null}
          {article.description ? <Text className={classes.lead}>{article.description}</Text> : null}
          <SafeHtml html={article.body} className={classes.body} data-testid="article-body" />
        </Stack>
        {aside ? <Box component="aside">{aside}</Box> : null}
      </div>
    </Container>
  );
}
