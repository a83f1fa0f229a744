import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useGate, useUnit } from 'effector-react';
import { Suspense } from 'react';
import { ButtonLink, PageMeta, PageState, useLangParams } from '@/shared/ui';
import { PROFILE_SCREENS } from '../config/screens';
import { resolveTab } from '../lib/resolve';
import { FrameGate } from '../model/frame';
import { $tabs, menuQuery } from '../model/menu';
import { ProfileMenu } from './profile-menu';
import classes from './profile.module.css';

function ScreenSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" data-testid="profile-screen-skeleton" data-placeholder="">
      <Skeleton height={32} width={260} />
      <Skeleton height={120} radius="md" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}

function FrameSkeleton() {
  return (
    <Container size="xl" py="lg" aria-busy="true" data-testid="profile-skeleton" data-placeholder="">
      <div className={classes.layout}>
        <Stack gap="xs" aria-hidden="true">
          {[0, 1, 2, 3, 4].map((key) => (
            <Skeleton key={key} height={40} radius="md" />
          ))}
        </Stack>
        <ScreenSkeleton />
      </div>
    </Container>
  );
}

/** An address of the profile that names no screen: not-found inside the frame (the menu stays). */
function TabNotFound() {
  const { t } = useLingui();
  const params = useLangParams();
  return (
    <Stack gap="md" align="flex-start" data-testid="profile-not-found">
      <PageMeta title={t`Page not found`} noIndex />
      <Title order={1}>
        <Trans>We couldn't find this page</Trans>
      </Title>
      <Text c="gray.7">
        <Trans>This section of your account does not exist. Choose one from the menu.</Trans>
      </Text>
      <ButtonLink to="/{-$lang}/profile/$tab" params={{ ...params, tab: '3152' }}>
        <Trans>Go to my account</Trans>
      </ButtonLink>
    </Stack>
  );
}

/**
 * /profile/{tab}: the customer's own area (customer-portal.md §2 "Profile area"). The frame: the server-driven
 * menu and, beside it, the screen of the tab (docs/decisions/profile-frame.md; the table is config/screens.ts).
 */
export function ProfilePage({ tab }: { tab: string }) {
  const { t } = useLingui();
  useGate(FrameGate, { tab });
  useGate(menuQuery.Gate);
  const [tabs, failed, retry] = useUnit([$tabs, menuQuery.$failed, menuQuery.retried]);
  return (
    <PageState data={tabs} failed={failed} onRetry={retry} skeleton={<FrameSkeleton />} page={{ title: t`My account`, size: 'xl', py: 'lg', noIndex: true }}>
      {(tabs) => {
        const current = resolveTab(tabs, tab);
        const Screen = current ? PROFILE_SCREENS[current.charid] : undefined;
        return (
          <Container size="xl" py="lg">
            <div className={classes.layout}>
              <ProfileMenu tabs={tabs} current={current?.charid ?? null} />
              <div data-testid="profile-screen" data-charid={current?.charid}>
                {current && Screen ? (
                  <Stack gap="lg">
                    <PageMeta title={current.title} noIndex />
                    <Title order={1} size="h2">
                      {current.title}
                    </Title>
                    <Suspense fallback={<ScreenSkeleton />}>
                      <Screen />
                    </Suspense>
                  </Stack>
                ) : (
                  <TabNotFound />
                )}
              </div>
            </div>
          </Container>
        );
      }}
    </PageState>
  );
}

