import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { IconPhone, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useGate, useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $isAuthorized, UserBadge } from '@/entities/session';
import { SearchField } from '@/features/search-site';
import { SignOutButton } from '@/features/sign-out';
import { LanguageSwitcher } from '@/features/switch-language';
import { config, HEADER_FIXED_AFTER_PX } from '@/shared/config';
import { ButtonLink, useLangParams } from '@/shared/ui';
import { $header, $headerLoading, HeaderGate } from '../model/header';
import classes from './header.module.css';
import { Logo } from './logo';
import { DesktopMenu, MenuSkeleton } from './main-menu';

const MobileDrawer = lazy(() => import('./mobile-drawer'));

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function AccountArea({ stacked = false }: { stacked?: boolean }) {
  const isAuthorized = useUnit($isAuthorized);
  const params = useLangParams();
  if (isAuthorized) {
    return (
      <Group gap="xs" wrap="nowrap" justify={stacked ? 'space-between' : undefined}>
        <Link to="/{-$lang}/profile/$tab" params={{ ...params, tab: '3152' }} style={{ color: 'inherit', textDecoration: 'none' }}>
          <UserBadge compact={stacked} />
        </Link>
        <SignOutButton />
      </Group>
    );
  }
  return (
    <ButtonLink to="/{-$lang}/login" params={params} variant="light" leftSection={<IconUserCircle size={18} aria-hidden="true" />} fullWidth={stacked}>
      <Trans>Sign in</Trans>
    </ButtonLink>
  );
}

/**
 * The site header (public-site.md §2): menu from /header/, search, phone, languages, the customer's
 * avatar and name with sign-out, a mobile drawer; the main bar stays on screen after 40 px of scroll.
 */
export function Header() {
  useGate(HeaderGate);
  const { t } = useLingui();
  const [header, loading] = useUnit([$header, $headerLoading]);
  const [drawerOpened, drawer] = useDisclosure(false);
  const [scroll] = useWindowScroll();
  const phone = header?.phone ?? config.companyPhone;
  const fixed = scroll.y > HEADER_FIXED_AFTER_PX;

  return (
    <Box component="header" className={classes.header}>
      <Box className={classes.topBar} visibleFrom="md">
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor href={telHref(phone)} size="sm" c="white" fw={600} aria-label={t`Call us: ${phone}`}>
              <Group gap={6} wrap="nowrap">
                <IconPhone size={16} aria-hidden="true" />
                <span>{phone}</span>
              </Group>
            </Anchor>
            <Group gap="md" wrap="nowrap">
              <SearchField size="xs" />
              <LanguageSwitcher />
            </Group>
          </Group>
        </Container>
      </Box>
      <Box className={classes.mainBar} data-fixed={fixed ? 'true' : 'false'} data-testid="header-main-bar">
        <Container size="xl">
          <Group className={classes.inner} justify="space-between" wrap="nowrap" gap="md">
            <Logo />
            <Box component="nav" aria-label={t`Main menu`} visibleFrom="md" style={{ flex: 1 }}>
              {header ? <DesktopMenu items={header.menu} /> : loading ? <MenuSkeleton /> : null}
            </Box>
            <Group gap="sm" wrap="nowrap" visibleFrom="md">
              <AccountArea />
            </Group>
            <Group gap="xs" hiddenFrom="md" wrap="nowrap">
              <Anchor href={telHref(phone)} aria-label={t`Call us: ${phone}`} c="brand.8">
                <IconPhone size={22} aria-hidden="true" />
              </Anchor>
              <Burger opened={drawerOpened} onClick={drawer.toggle} aria-label={drawerOpened ? t`Close menu` : t`Open menu`} />
            </Group>
          </Group>
        </Container>
      </Box>
      {drawerOpened ? (
        <Suspense fallback={null}>
          <MobileDrawer items={header?.menu ?? []} phone={phone} onClose={drawer.close} account={<AccountArea stacked />} />
        </Suspense>
      ) : null}
    </Box>
  );
}
