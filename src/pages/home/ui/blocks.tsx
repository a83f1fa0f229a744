import { Trans, useLingui } from '@lingui/react/macro';
import { Carousel } from '@mantine/carousel';
import { Anchor, Badge, Button, Card, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay, IconCalculator, IconFileText, IconHeadset, IconUsers } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import type { DocumentTile, Home, NewsCard } from '@/shared/api';
import { useCarouselWords } from '@/shared/carousel';
import { NEWS_PREVIEW_LENGTH } from '@/shared/config';
import { $lang, formatLongDate } from '@/shared/i18n';
import { telHref, truncate } from '@/shared/lib';
import { AppLink, NavDropdown } from '@/shared/ui';
import { CALCULATORS_TILE_ID, CONTRACT_TYPES_TILE_ID, VACANCIES_TILE_ID } from '../model/home';
import classes from './home.module.css';

export function AppDownloadBanner({ data }: { data: Home['applicationData'] }) {
  return (
    <Paper withBorder radius="lg" p="xl" bg="brand.0">
      <Group justify="space-between" align="center" gap="lg">
        <Stack gap={4} maw={560}>
          <Title order={2} size="h3">
            {data.title}
          </Title>
          {data.description ? <Text>{data.description}</Text> : null}
        </Stack>
        <Group gap="sm">
          <Button component="a" href={data.appStoreUrl} target="_blank" rel="noopener noreferrer" color="dark" leftSection={<IconBrandApple size={18} aria-hidden="true" />}>
            App Store
          </Button>
          <Button component="a" href={data.googlePlayUrl} target="_blank" rel="noopener noreferrer" color="dark" leftSection={<IconBrandGooglePlay size={18} aria-hidden="true" />}>
            Google Play
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function DocumentTileView({ tile }: { tile: DocumentTile }) {
  const { t } = useLingui();
  if (tile.id === CALCULATORS_TILE_ID) {
    return (
      <AppLink to={tile.url} className={classes.tile} data-testid="tile-calculators">
        <IconCalculator className={classes.tileIcon} size={28} aria-hidden="true" />
        <Text fw={700}>{t`Insurance calculators`}</Text>
      </AppLink>
    );
  }
  if (tile.id === CONTRACT_TYPES_TILE_ID && tile.children.length > 0) {
    return (
      <NavDropdown
        fullWidth
        testId="tile-67"
        buttonClassName={classes.tile}
        label={
          <>
            <IconFileText className={classes.tileIcon} size={28} aria-hidden="true" />
            <Text fw={700} component="span">
              {tile.label}
            </Text>
          </>
        }
        items={tile.children.map((child) => ({ key: child.id, link: <AppLink to={child.url}>{child.label}</AppLink> }))}
      />
    );
  }
  const Icon = tile.id === VACANCIES_TILE_ID ? IconUsers : IconFileText;
  return (
    <AppLink to={tile.url} className={classes.tile} data-testid={`tile-${tile.id}`}>
      <Icon className={classes.tileIcon} size={28} aria-hidden="true" />
      <Text fw={700}>{tile.label}</Text>
    </AppLink>
  );
}

export function DocumentShortcuts({ title, tiles }: { title: string; tiles: DocumentTile[] }) {
  return (
    <Stack gap="md">
      {title ? <Title order={2}>{title}</Title> : null}
      {/* One column on phones: Armenian words such as «ապահովագրություն» do not fit half a phone's width. */}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
        {tiles.map((tile) => (
          <DocumentTileView key={tile.id} tile={tile} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function ClientsBlock({ data }: { data: Home['clientsData'] }) {
  return (
    <Stack gap="md">
      <Title order={2}>{data.title}</Title>
      {data.description ? <Text c="gray.7">{data.description}</Text> : null}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md">
        {data.data.map((client) => (
          <Paper key={client.id} withBorder radius="md" p="md">
            <Stack align="center" gap={6}>
              <Image src={client.logo} alt="" h={56} w={56} fit="contain" />
              <Text size="sm" ta="center" fw={600}>
                {client.name}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Anchor component={AppLink} to="/customers">
        <Trans>Our customers’ stories</Trans>
      </Anchor>
    </Stack>
  );
}

export function ReinsuranceBlock({ data }: { data: Home['reinsuranceData'] }) {
  return (
    <Stack gap="md">
      <Title order={2}>{data.title}</Title>
      {data.description ? <Text c="gray.7">{data.description}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
        {data.data.map((partner) => (
          <Card key={partner.id} withBorder radius="md" padding="lg">
            <Group wrap="nowrap">
              <Image src={partner.logo} alt="" h={44} w={44} fit="contain" />
              <Stack gap={2}>
                <Text fw={700}>{partner.name}</Text>
                <Badge variant="light">{partner.rating}</Badge>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Anchor component={AppLink} to="/company/about/reinsurance">
        <Trans>Reinsurance partners and ratings</Trans>
      </Anchor>
    </Stack>
  );
}

export function InvestmentsBlock({ data }: { data: Home['inverstingsData'] }) {
  return (
    <Stack gap="md">
      <Title order={2}>{data.title}</Title>
      {data.description ? <Text c="gray.7">{data.description}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: data.data.length >= 4 ? 4 : 3 }} spacing="md">
        {data.data.map((item) => (
          <Paper key={item.id} radius="md" p="lg" bg="gray.0">
            <div className={classes.figure}>{item.value}</div>
            <Text fw={700} mt={4}>
              {item.title}
            </Text>
            {item.description ? (
              <Text size="sm" c="gray.7">
                {item.description}
              </Text>
            ) : null}
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function NewsCardView({ item }: { item: NewsCard }) {
  const lang = useUnit($lang);
  return (
    <Card withBorder radius="md" padding="md" h="100%" component="article">
      <Card.Section>
        <Image src={item.img} alt="" h={160} fit="cover" />
      </Card.Section>
      <Stack gap={6} mt="md">
        <Text size="xs" c="gray.7" component="time" dateTime={item.date}>
          {formatLongDate(item.date, lang)}
        </Text>
        <Anchor component={AppLink} to={`${item.href}/${item.slug}`} fw={700} c="gray.9">
          {item.title}
        </Anchor>
        <Text size="sm" c="gray.7">
          {truncate(item.description, NEWS_PREVIEW_LENGTH)}
        </Text>
      </Stack>
    </Card>
  );
}

export function NewsSlider({ data }: { data: Home['newsData'] }) {
  const { t } = useLingui();
  const featured = data.data.filter((item) => item.featured);
  const items = featured.length > 0 ? featured : data.data;
  const words = useCarouselWords(items.length, { label: data.title });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{data.title}</Title>
        <Anchor component={AppLink} to="/news">
          <Trans>All news</Trans>
        </Anchor>
      </Group>
      <Carousel
        slideSize={{ base: '90%', xs: '70%', sm: '50%', md: '33.333%', lg: '25%' }}
        slideGap="md"
        emblaOptions={{ align: 'start', containScroll: 'trimSnaps' }}
        classNames={{ controls: classes.newsControls }}
        previousControlProps={{ 'aria-label': t`Previous` }}
        nextControlProps={{ 'aria-label': t`Next` }}
        {...words.root}
      >
        {items.map((item, index) => (
          <Carousel.Slide key={item.id} {...words.slide(index)}>
            <NewsCardView item={item} />
          </Carousel.Slide>
        ))}
      </Carousel>
      {words.status}
    </Stack>
  );
}

export function SupportBlock({ data }: { data: Home['supportData'] }) {
  return (
    <div className={classes.support}>
      <Group gap="lg" align="center" wrap="nowrap">
        <IconHeadset size={48} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Stack gap={4}>
          <Title order={2} size="h3" c="white">
            {data.title}
          </Title>
          {data.description ? <Text>{data.description}</Text> : null}
          <Anchor href={telHref(data.phone)} fw={800} size="xl">
            {data.phone}
          </Anchor>
        </Stack>
      </Group>
    </div>
  );
}
