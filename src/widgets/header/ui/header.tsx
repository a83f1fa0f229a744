import { Trans, useLingui } from '@lingui/react/macro';
import { useGate, useUnit } from 'effector-react';
import { Suspense, useEffect, useState } from 'react';
import { $isAuthorized } from '@/entities/session';
import { SearchField } from '@/features/search-site';
import { LanguageSwitcher } from '@/features/switch-language';
import { config, HEADER_FIXED_AFTER_PX } from '@/shared/config';
import { lazyRetrying, telHref } from '@/shared/lib';
import { MantineScope, PhoneIcon, ShellButtonLink, ShellSkeleton, UserCircleIcon } from '@/shared/ui';
import { $header, $headerLoading, HeaderGate } from '../model/header';
import classes from './header.module.css';
import { Logo } from './logo';
import { MenuSkeleton } from './menu-skeleton';

const MobileDrawer = lazyRetrying(() => import('./mobile-drawer'));
/** Only signed-in visitors need the badge and sign-out: their own chunk. */
const SignedInAccount = lazyRetrying(() => import('./signed-in-account'));
/** The menu's code is its own chunk, fetched alongside /header/ (it cannot show before /header/ answers). */
const DesktopMenu = lazyRetrying(() => import('./main-menu').then((module) => ({ default: module.DesktopMenu })));


function AccountArea({ stacked = false }: { stacked?: boolean }) {
  const isAuthorized = useUnit($isAuthorized);
  if (isAuthorized) {
    return (
      <Suspense fallback={<ShellSkeleton height={32} width={stacked ? '100%' : 160} radius="xl" />}>
        <SignedInAccount stacked={stacked} />
      </Suspense>
    );
  }
  return (
    <ShellButtonLink to="/login" variant="light" leftSection={<UserCircleIcon size={18} aria-hidden="true" />} fullWidth={stacked}>
      <Trans>Sign in</Trans>
    </ShellButtonLink>
  );
}

/** Mantine's Burger (size md), as plain markup: one name, its state in `aria-expanded` (a toggle's name stays). */
function Burger({ opened, onClick, label }: { opened: boolean; onClick: () => void; label: string }) {
  return (
    <button type="button" className={`mantine-focus-auto ${classes.burger}`} onClick={onClick} aria-label={label} aria-expanded={opened} data-testid="header-burger">
      <div className={classes.burgerLines} data-opened={opened || undefined} data-reduce-motion="true" />
    </button>
  );
}

/**
 * The site header (public-site.md §2): menu from /header/, search, phone, languages, the customer's
 * avatar and name with sign-out, a mobile drawer; the main bar stays on screen after 40 px of scroll.
 * Plain markup styled with Mantine's design tokens: the header is the first screen and renders before
 * Mantine's code arrives (docs/decisions/shell-without-mantine.md); the drawer loads Mantine when opened.
 */
/**
 * Whether the window is scrolled past `px`: re-renders only when that changes, not on every scroll event (and
 * keeps @mantine/hooks out of the shell's first render).
 */
function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    // The first reading waits for the next frame: `scrollY` lays the page out, and read here, after the first
    // render, it laid out a page still being built once more than its frame does (a reload may restore the scroll).
    const frame = window.requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [px]);
  return past;
}

export function Header() {
  useGate(HeaderGate);
  useEffect(() => {
    void DesktopMenu.preload();
  }, []);
  const { t } = useLingui();
  const [header, loading] = useUnit([$header, $headerLoading]);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const drawer = { toggle: () => setDrawerOpened((opened) => !opened), close: () => setDrawerOpened(false) };
  const fixed = useScrolledPast(HEADER_FIXED_AFTER_PX);
  const phone = header?.phone ?? config.companyPhone;

  return (
    <header className={classes.header}>
      <div className={classes.topBar}>
        <div className={`${classes.container} ${classes.fullHeight}`}>
          <div className={`${classes.row} ${classes.fullHeight}`}>
            <a href={telHref(phone)} className={`mantine-focus-auto ${classes.topPhone}`} aria-label={t`Call us: ${phone}`}>
              <div className={classes.topPhoneInner}>
                <PhoneIcon size={16} aria-hidden="true" />
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
              {header ? (
                <Suspense fallback={<MenuSkeleton />}>
                  <DesktopMenu items={header.menu} />
                </Suspense>
              ) : loading ? (
                <MenuSkeleton />
              ) : null}
            </nav>
            {/* Signed in or not: a prerendered first paint cannot know, so it keeps the place empty (scripts/prerender.mjs). */}
            <div className={classes.desktopAccount} data-first-paint="blank">
              <AccountArea />
            </div>
            <div className={classes.mobileActions}>
              <a href={telHref(phone)} className={`mantine-focus-auto ${classes.mobilePhone}`} aria-label={t`Call us: ${phone}`}>
                <PhoneIcon size={22} aria-hidden="true" />
              </a>
              <Burger opened={drawerOpened} onClick={drawer.toggle} label={t`Menu`} />
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
