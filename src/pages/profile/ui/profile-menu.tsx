import { useLingui } from '@lingui/react/macro';
import {
  IconCreditCard,
  IconFileText,
  IconGift,
  IconHome,
  IconLifebuoy,
  IconMessages,
  IconPhone,
  IconScale,
  IconUser,
  IconCircle,
  type Icon,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { scrollMotion } from '@/shared/lib';
import { useLangParams } from '@/shared/ui';
import type { ProfileTab } from '../lib/resolve';
import classes from './profile.module.css';

/** The server names icons (get-menu-list ICON); unknown names get a plain dot. */
const ICONS: Record<string, Icon> = {
  home: IconHome,
  'file-text': IconFileText,
  lifebuoy: IconLifebuoy,
  'credit-card': IconCreditCard,
  user: IconUser,
  phone: IconPhone,
  scale: IconScale,
  gift: IconGift,
  messages: IconMessages,
};

/**
 * On a phone the strip is wider than the screen: the current tab is brought into it (centred when it can be), so the
 * customer sees where they are, e.g. on "Personal data", the fifth pill. Only the strip scrolls, never the page; at
 * once on arrival, then as the device's motion setting allows. Wide screens show a column that does not scroll.
 */
function useCurrentInView(current: string | null, tabs: readonly ProfileTab[]) {
  const strip = useRef<HTMLUListElement>(null);
  const arrived = useRef(false);
  useEffect(() => {
    const list = strip.current;
    if (!list || current === null) return undefined;
    let cancelled = false;
    const bring = () => {
      const link = list.querySelector<HTMLElement>('[aria-current="page"]');
      if (cancelled || !link || list.scrollWidth <= list.clientWidth) return;
      const box = link.getBoundingClientRect();
      const left = Math.max(0, list.scrollLeft + box.left - list.getBoundingClientRect().left - (list.clientWidth - box.width) / 2);
      list.scrollTo({ left, behavior: arrived.current ? scrollMotion() : 'auto' });
      arrived.current = true;
    };
    // Read in the next frame, with the layout the frame makes anyway (not a layout of its own after this render), and
    // again once the web fonts are in: the pills' widths change with them.
    const frame = window.requestAnimationFrame(bring);
    void document.fonts?.ready.then(() => window.requestAnimationFrame(bring));
    return () => {
      cancelled = true;
      window.cancelAnimationFrame(frame);
    };
  }, [current, tabs]);
  return strip;
}

/** The profile's left menu; on a phone a strip of pills that scrolls sideways. */
export function ProfileMenu({ tabs, current }: { tabs: readonly ProfileTab[]; current: string | null }) {
  const { t } = useLingui();
  const params = useLangParams();
  const strip = useCurrentInView(current, tabs);
  return (
    <nav aria-label={t`My account`} data-testid="profile-menu">
      <ul className={classes.menu} ref={strip}>
        {tabs.map((tab) => {
          const TabIcon = (tab.icon && ICONS[tab.icon]) || IconCircle;
          return (
            <li key={tab.charid}>
              <Link
                to="/{-$lang}/profile/$tab"
                params={{ ...params, tab: tab.tab }}
                className={classes.link}
                aria-current={tab.charid === current ? 'page' : undefined}
                data-charid={tab.charid}
              >
                <TabIcon size={20} aria-hidden="true" />
                {tab.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
