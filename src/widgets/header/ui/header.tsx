import { Trans, useLingui } from '@lingui/react/macro';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { IconPhone, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useGate, useUnit } from 'effector-react';
import { lazy } from 'react';
import { $isAuthorized, UserBadge } from '@/entities/session';
import { SearchField } from '@/features/search-site';
import { SignOutButton } from '@/features/sign-out';
import { LanguageSwitcher } from '@/features/switch-language';
import { config, HEADER_FIXED_AFTER_PX } from '@/shared/config';
import { MantineScope, ShellButtonLink, useLangParams } from '@/shared/ui';
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
      <div className={classes.account} data-stacked={stacked || undefined}>
        <Link to="/{-$lang}/profile/$tab" params={{ ...params, tab: '3152' }} style={{ color: 'inherit', textDecoration: 'none' }}>
          <UserBadge compact={stacked} />
        </Link>
        <SignOutButton />
      </div>
    );
  }
  return (
    <ShellButtonLink to="/{-$lang}/login" params={params} variant="light" leftSection={<IconUserCircle size={18} aria-hidden="true" />} fullWidth={stacked}>
      <Trans>Sign in</Trans>
    </ShellButtonLink>
  );
}

/** Mantine's Burger (size md), as plain markup. */
function Burger({ opened, onClick, label }: { opened: boolean; onClick: () => void; label: string }) {
  return (
    <button type="button" className={`mantine-focus-auto ${classes.burger}`} onClick={onClick} aria-label={label} data-testid="header-burger">
      <div className={classes.burgerLines} data-opened={opened || undefined} data-reduce-motion="true" />
    </button>
  );
}

/**
 * The site header (public-site.md §2): menu from /header/, search, phone, languages, the customer's
 * avatar and name with sign-out, a mobile drawer; the main bar stays on screen after 40 px of scroll.
 * Plain markup styled with Mantine's design tokens: the header is the first screen and renders before
 * Mantine's code arrives (docs/decisions.md "Size budget"); the drawer loads Mantine when opened.
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
    <header className={classes.header}>
      <div className={classes.topBar}>
        <div className={`${classes.container} ${classes.fullHeight}`}>
          <div className={`${classes.row} ${classes.fullHeight}`}>
            <a href={telHref(phone)} className={`mantine-focus-auto ${classes.topPhone}`} aria-label={t`Call us: ${phone}`}>
              <div className={classes.topPhoneInner}>
                <IconPhone size={16} aria-hidden="true" />
                <span>{phone}</span>
              </div>
            </a>
            <div className={classes.tools}>
              <SearchField size="xs" />
              <LanguageSwitcher />
            </div>
          </div>
        </div>
      </div>
      <div className={classes.mainBar} data-fixed={fixed ? 'true' : 'false'} data-testid="header-main-bar">
        <div className={classes.container}>
          <div className={`${classes.inner} ${classes.row}`}>
            <Logo />
            <nav aria-label={t`Main menu`} className={classes.nav}>
              {header ? <DesktopMenu items={header.menu} /> : loading ? <MenuSkeleton /> : null}
            </nav>
            <div className={classes.desktopAccount}>
              <AccountArea />
            </div>
            <div className={classes.mobileActions}>
              <a href={telHref(phone)} className={`mantine-focus-auto ${classes.mobilePhone}`} aria-label={t`Call us: ${phone}`}>
                <IconPhone size={22} aria-hidden="true" />
              </a>
              <Burger opened={drawerOpened} onClick={drawer.toggle} label={drawerOpened ? t`Close menu` : t`Open menu`} />
            </div>
          </div>
        </div>
      </div>
      {drawerOpened ? (
        <MantineScope>
          <MobileDrawer items={header?.menu ?? []} phone={phone} onClose={drawer.close} account={<AccountArea stacked />} />
        </MantineScope>
      ) : null}
    </header>
  );
}
