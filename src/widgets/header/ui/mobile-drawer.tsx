import { useLingui } from '@lingui/react/macro';
import { Anchor, Divider, Drawer, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { SearchField } from '@/features/search-site';
import { LanguageSwitcher } from '@/features/switch-language';
import type { MenuItem } from '@/shared/api';
import { AppLink, useReturnFocus } from '@/shared/ui';
import { telHref } from '@/shared/lib';

/** One entry of the drawer's menu: a link, or a toggle whose first link is the entry's own page. */
function MobileEntry({ item, onNavigate, withOverview }: { item: MenuItem; onNavigate: () => void; withOverview: boolean }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  if (item.children.length === 0) {
    return <MantineNavLink label={item.title} component={AppLink} to={item.link} onClick={onNavigate} />;
  }
  // A real button (focusable, announced with its state), not the anchor without href Mantine renders by default.
  return (
    <MantineNavLink component="button" type="button" label={item.title} childrenOffset={16} opened={opened} onChange={setOpened} aria-expanded={opened}>
      {withOverview ? <MantineNavLink label={t`Overview`} component={AppLink} to={item.link} onClick={onNavigate} /> : null}
      {item.children.map((child) => (
        <MobileEntry key={child.id} item={child} onNavigate={onNavigate} withOverview />
      ))}
    </MantineNavLink>
  );
}

/**
 * Mobile navigation inside the drawer: nested toggles. A top item opens its children; a child that has
 * links of its own (a service group, a company column) opens them, its own page first ("Overview").
 */
export function MobileMenu({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
  return (
    <Stack gap={0} component="nav">
      {items.map((item) => (
        <MobileEntry key={item.id} item={item} onNavigate={onNavigate} withOverview={false} />
      ))}
    </Stack>
  );
}


/** The phone-width menu; its code loads the first time the burger is pressed. */
export default function MobileDrawer({ items, phone, onClose, account }: { items: MenuItem[]; phone: string; onClose: () => void; account: ReactNode }) {
  useReturnFocus();
  const { t } = useLingui();
  return (
    <Drawer opened onClose={onClose} title={t`Menu`} position="right" size="min(100%, 360px)" closeButtonProps={{ 'aria-label': t`Close menu` }}>
      <Stack gap="md">
        <SearchField id="site-search-mobile" />
        <LanguageSwitcher size="sm" />
        <Divider />
        {items.length > 0 ? <MobileMenu items={items} onNavigate={onClose} /> : null}
        <Divider />
        <Anchor href={telHref(phone)} fw={600}>
          {phone}
        </Anchor>
        {account}
      </Stack>
    </Drawer>
  );
}
