import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { ARTICLE_BASE, entryHref } from '@/entities/article';
import type { CustomerStory } from '@/shared/api';
import { NEWS_PREVIEW_LENGTH } from '@/shared/config';
import { $lang } from '@/shared/i18n';
import { truncate } from '@/shared/lib';
import { AppLink } from '@/shared/ui';
import classes from './customers.module.css';

/** A customer story in the list: picture, the company, the story's title (the link) and its summary. */
export function StoryCard({ story }: { story: CustomerStory }) {
  const lang = useUnit($lang);
  return (
    <Card withBorder radius="md" padding="md" component="article" className={classes.card} data-testid="story-card">
      <Card.Section>
        <img className={classes.picture} src={story.img} alt="" loading="lazy" />
      </Card.Section>
      <Stack gap="sm" mt="md">
        <Group gap="sm" wrap="nowrap">
          {story.logo ? <img className={classes.logo} src={story.logo} alt="" /> : null}
          <Stack gap={0}>
            <Text fw={700}>{story.company}</Text>
            <Text size="xs" c="gray.7">
              {story.industry}
            </Text>
          </Stack>
        </Group>
        <Title order={2} size="h5" lh={1.35}>
          <AppLink to={entryHref(ARTICLE_BASE.customers, story, lang)} className={classes.link}>
            {story.title}
          </AppLink>
        </Title>
        <Text size="sm" c="gray.7">
          {truncate(story.description, NEWS_PREVIEW_LENGTH)}
        </Text>
      </Stack>
    </Card>
  );
}
