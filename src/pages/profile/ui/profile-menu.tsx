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

/** The profile's left menu; on a phone a strip of pills that scrolls sideways. */
export function ProfileMenu({ tabs, current }: { tabs: readonly ProfileTab[]; current: string | null }) {
  const { t } = useLingui();
  const params = useLangParams();
  return (
    <nav aria-label={t`My account`} data-testid="profile-menu">
      <ul className={classes.menu}>
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
