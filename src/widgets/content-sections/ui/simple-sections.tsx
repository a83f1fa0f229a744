import { Anchor, Badge, Button, Card, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconExternalLink } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import type { ContentSectionOf } from '@/shared/api';
import { isInPageAnchor, parseHash } from '@/shared/lib';
import { AppLink, SafeHtml } from '@/shared/ui';
import { OfficesMap } from '@/entities/office';
import { anchorFollowed } from '../model/sections';
import { DocumentLinks } from './document-links';
import { SectionFrame } from './section-frame';

export function TwoColumnTextSection({ section }: { section: ContentSectionOf<'two-column-text'> }) {
  return (
    <SectionFrame title={section.title} anchor={section.anchor} type={section.type}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <SafeHtml html={section.left} />
        <SafeHtml html={section.right} />
      </SimpleGrid>
    </SectionFrame>
  );
}

export function DocumentsSection({ section }: { section: ContentSectionOf<'documents'> }) {
  return (
    <SectionFrame title={section.title} anchor={section.anchor} type={section.type}>
      <Paper withBorder radius="md" p="lg">
        <DocumentLinks documents={section.documents} />
      </Paper>
    </SectionFrame>
  );
}

export function MapSection({ section }: { section: ContentSectionOf<'map'> }) {
  return (
    <SectionFrame title={section.title} anchor={section.anchor} type={section.type}>
      <OfficesMap branches={section.branches} />
    </SectionFrame>
  );
}

export function TitleParagraphSection({ section }: { section: ContentSectionOf<'title-paragraph'> }) {
  return (
    <SectionFrame title={section.title} anchor={section.anchor} type={section.type}>
      <SafeHtml html={section.paragraph} />
      {section.subsections.map((subsection) => (
        <Stack key={subsection.title} gap="xs">
          {subsection.title ? <Title order={3}>{subsection.title}</Title> : null}
          <SafeHtml html={subsection.paragraph} />
        </Stack>
      ))}
    </SectionFrame>
  );
}

export function TitleParagraphColumnsSection({ section }: { section: ContentSectionOf<'title-paragraph-columns'> }) {
  return (
    <SectionFrame title={section.title} anchor={section.anchor} type={section.type}>
      <SafeHtml html={section.paragraph} />
      <SimpleGrid cols={{ base: 1, sm: Math.min(section.columns.length, 3) || 1 }} spacing="lg">
        {section.columns.map((column) => (
          <Paper key={column.title} radius="md" p="lg" bg="gray.0">
            <Stack gap="xs">
              <Title order={3} size="h4" c="brand.8">
                {column.title}
              </Title>
              <SafeHtml html={column.paragraph} />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </SectionFrame>
  );
}

/** Title, subtitle, paragraph and buttons; a button to `#anchor` scrolls there with the 80 px offset. */
export function CallToActionSection({ section }: { section: ContentSectionOf<'call-to-action'> }) {
  const follow = useUnit(anchorFollowed);
  return (
    <Paper component="section" radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="brand.0" data-section-type={section.type} id={section.anchor ?? undefined}>
      <Stack gap="sm" maw={760}>
        {section.subtitle ? (
          <Text c="brand.8" fw={700} tt="uppercase" size="sm">
            {section.subtitle}
          </Text>
        ) : null}
        <Title order={2}>{section.title}</Title>
        <SafeHtml html={section.paragraph} />
        <Group gap="sm" mt="xs">
          {section.buttons.map((button, index) =>
            isInPageAnchor(button.href) ? (
              <Button
                key={button.href}
                component="a"
                href={button.href}
                variant={index === 0 ? 'filled' : 'default'}
                onClick={(event) => {
                  event.preventDefault();
                  follow(parseHash(button.href) as string);
                }}
              >
                {button.label}
              </Button>
            ) : (
              <Button key={button.href} component={AppLink} to={button.href} variant={index === 0 ? 'filled' : 'default'}>
                {button.label}
              </Button>
            ),
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The reinsurance page: a grid of reinsurers with their rating, then a paragraph per partner. */
export function ReinsuranceSection({ section }: { section: ContentSectionOf<'reinsurance'> }) {
  const { t } = useLingui();
  return (
    <SectionFrame title={section.title} anchor={section.anchor} type={section.type}>
      <SafeHtml html={section.description} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="rating-grid">
        {section.rating.map((item) => (
          <Card key={item.name} component="li" withBorder radius="md" padding="lg">
            <Stack align="center" gap="sm" ta="center">
              <Image src={item.logo} alt="" h={56} w={56} fit="contain" />
              <Text fw={700}>{item.name}</Text>
              <Badge size="xl" variant="filled" aria-label={t`Rating ${item.char}`}>
                {item.char}
              </Badge>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Stack gap="md">
        {section.subsections.map((subsection) => (
          <Group key={subsection.url || subsection.paragraph} gap="md" wrap="nowrap" align="flex-start">
            {subsection.image ? <Image src={subsection.image} alt="" w={40} h={40} fit="contain" style={{ flexShrink: 0 }} /> : null}
            <Stack gap={4}>
              <SafeHtml html={subsection.paragraph} />
              {subsection.url ? (
                <Anchor href={subsection.url} target="_blank" rel="noopener noreferrer" size="sm">
                  {subsection.url.replace(/^https?:\/\//, '')}
                  <IconExternalLink size={12} aria-hidden="true" style={{ marginInlineStart: 4 }} />
                  <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
                </Anchor>
              ) : null}
            </Stack>
          </Group>
        ))}
      </Stack>
    </SectionFrame>
  );
}
