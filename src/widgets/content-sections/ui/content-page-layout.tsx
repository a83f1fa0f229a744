import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Breadcrumbs.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Breadcrumbs, Container, Grid, NavLink, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppLink, NavDropdown, SafeHtml } from '@/shared/ui';
import classes from './content-page-layout.module.css';
import { ContentSectionsSkeleton } from './sections-skeleton';

export interface Crumb {
  label: string;
  to?: string;
}

export interface ContentPageLayoutProps {
  title: string;
  description?: string;
  crumbs: Crumb[];
  /** The company's about sections (side navigation), and the current one. */
  navigation?: Array<{ charid: string; title: string }>;
  current?: string;
  children: ReactNode;
}

const sectionPath = (charid: string) => `/company/about/${charid}`;

function SideNavigation({ items, current }: { items: Array<{ charid: string; title: string }>; current?: string }) {
  const { t } = useLingui();
  return (
    <>
      <Box hiddenFrom="md" mb="md">
        <NavDropdown
          label={<Trans>Company sections</Trans>}
          testId="company-nav-dropdown"
          buttonClassName={classes.navButton}
          items={items.map((item) => ({
            key: item.charid,
            link: (
              <AppLink to={sectionPath(item.charid)} aria-current={item.charid === current ? 'page' : undefined}>
                {item.title}
              </AppLink>
            ),
          }))}
        />
      </Box>
      <Box component="nav" aria-label={t`Company sections`} visibleFrom="md" data-testid="company-nav">
        {items.map((item) => (
          <NavLink
            key={item.charid}
            component={AppLink}
            to={sectionPath(item.charid)}
            label={item.title}
            active={item.charid === current}
            aria-current={item.charid === current ? 'page' : undefined}
          />
        ))}
      </Box>
    </>
  );
}

/** The frame of the company and content pages: breadcrumbs, title, description, side navigation. */
export function ContentPageLayout({ title, description, crumbs, navigation = [], current, children }: ContentPageLayoutProps) {
  const { t } = useLingui();
  const hasNavigation = navigation.length > 0;
  return (
    <Container size="xl" py="lg">
      <Breadcrumbs aria-label={t`Breadcrumbs`} mb="md" separatorMargin={6} style={{ flexWrap: 'wrap' }}>
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Anchor key={crumb.label} component={AppLink} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} size="sm" c="gray.7" aria-current="page">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
      <Grid gap="xl">
        {hasNavigation ? (
          <Grid.Col span={{ base: 12, md: 3 }}>
            <SideNavigation items={navigation} current={current} />
          </Grid.Col>
        ) : null}
        <Grid.Col span={{ base: 12, md: hasNavigation ? 9 : 12 }}>
          <Stack gap="xl">
            <Stack gap="xs">
              <Title order={1}>{title}</Title>
              {description ? <SafeHtml html={description} c="gray.7" fz="lg" /> : null}
            </Stack>
            {children}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** The same frame while the page loads. */
export function ContentPageSkeleton({ withNavigation = true, testId = 'content-page-skeleton' }: { withNavigation?: boolean; testId?: string }) {
  return (
    <Container size="xl" py="lg" aria-busy="true" data-testid={testId}>
      <Skeleton height={14} width={220} mb="md" />
      <Grid gap="xl">
        {withNavigation ? (
          <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
            <Stack gap={10} aria-hidden="true">
              {Array.from({ length: 12 }, (_, key) => (
                <Skeleton key={key} height={22} width={`${70 + ((key * 13) % 30)}%`} />
              ))}
            </Stack>
          </Grid.Col>
        ) : null}
        <Grid.Col span={{ base: 12, md: withNavigation ? 9 : 12 }}>
          <Stack gap="xl" aria-hidden="true">
            <Stack gap="xs">
              <Skeleton height={36} width="55%" />
              <Skeleton height={18} width="70%" />
            </Stack>
            <ContentSectionsSkeleton />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
