import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useGate, useUnit } from 'effector-react';
import { AppLink, PageMeta, PageState, SafeHtml } from '@/shared/ui';
import { customerStoryQuery } from '../model/customer-story';
import classes from './customer-story.module.css';

function BackToStories() {
  return (
    <Anchor component={AppLink} to="/customers" size="sm" fw={600}>
      <Group gap={4} wrap="nowrap" component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        <Trans>All customer stories</Trans>
      </Group>
    </Anchor>
  );
}

/** The outline of a story: back link, company, title, picture, text. */
export function CustomerStorySkeleton() {
  return (
    <Container size="md" py="lg" aria-hidden="true" data-testid="customer-story-skeleton">
      <Stack gap="md">
        <Skeleton height={20} width={180} />
        <Group gap="sm">
          <Skeleton circle height={56} />
          <Skeleton height={16} width={160} />
        </Group>
        <Skeleton height={34} width="85%" />
        <Skeleton className={classes.hero} />
        <Skeleton height={18} width="100%" />
        <Skeleton height={18} width="70%" />
        <Skeleton height={14} width="95%" />
      </Stack>
    </Container>
  );
}

/** /customers/{slug}: one customer story, the customer's words, and the covers they use. */
export function CustomerStoryPage({ slug }: { slug: string }) {
  useGate(customerStoryQuery.Gate, { slug });
  const { t } = useLingui();
  const [page, failed, retry] = useUnit([customerStoryQuery.$data, customerStoryQuery.$failed, customerStoryQuery.retried]);

  return (
    <PageState data={page} failed={failed} onRetry={retry} skeleton={<CustomerStorySkeleton />} page={{ title: t`Customer stories`, size: 'md', py: 'xl' }}>
      {(page) => {
        const story = page.data;
        return (
          <Container size="md" py="lg">
            <PageMeta title={page.meta_title} description={page.meta_description} keywords={page.meta_keywords} image={story.img} />
            <Stack gap="md" component="article" data-testid="customer-story">
              <BackToStories />
              <Group gap="sm" wrap="nowrap">
                {story.logo ? <img className={classes.logo} src={story.logo} alt="" /> : null}
                <Stack gap={0}>
                  <Text fw={700}>{story.company}</Text>
                  <Text size="sm" c="gray.7">
                    {story.industry}
                  </Text>
                </Stack>
              </Group>
              <Title order={1} className={classes.title}>
                {story.title}
              </Title>
              {story.img ? <img className={classes.hero} src={story.img} alt="" /> : null}
              {story.description ? <Text className={classes.lead}>{story.description}</Text> : null}
              <SafeHtml html={story.body} />
              {story.quote ? (
                <figure className={classes.quote}>
                  <blockquote>{story.quote.text}</blockquote>
                  <Text component="figcaption" mt="sm" size="sm" c="gray.7">
                    — {story.quote.author}
                    {story.quote.position ? `, ${story.quote.position}` : ''}
                  </Text>
                </figure>
              ) : null}
              {story.services.length > 0 ? (
                <Stack gap="xs" component="section" aria-labelledby="story-services-heading">
                  <Title order={2} size="h4" id="story-services-heading">
                    <Trans>Their cover</Trans>
                  </Title>
                  <Group gap="xs">
                    {story.services.map((service) => (
                      <Button key={service.link} component={AppLink} to={service.link} variant="light" radius="xl" size="sm">
                        {service.title}
                      </Button>
                    ))}
                  </Group>
                </Stack>
              ) : null}
            </Stack>
          </Container>
        );
      }}
    </PageState>
  );
}
