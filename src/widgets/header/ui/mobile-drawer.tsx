import { useLingui } from '@lingui/react/macro';
import { Anchor, Divider, Drawer, NavLink as MantineNavLink, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { SearchField } from '@/features/search-site';
import { LanguageSwitcher } from '@/features/switch-language';
import type { MenuItem } from '@/shared/api';
import { AppLink } from '@/shared/ui';

/** Mobile navigation inside the drawer: nested links. */
export function MobileMenu({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
  return (
    <Stack gap={0} component="nav">
      {items.map((item) =>
        item.children.length > 0 ? (
          <MantineNavLink key={item.id} label={item.title} childrenOffset={16}>
            {item.children.map((child) => (
              <MantineNavLink key={child.id} label={child.title} component={AppLink} to={child.link} onClick={onNavigate} />
            ))}
          </MantineNavLink>
        ) : (
          <MantineNavLink key={item.id} label={item.title} component={AppLink} to={item.link} onClick={onNavigate} />
        ),
      )}
    </Stack>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The phone-width menu; its code loads the first time the burger is pressed. */
export default function MobileDrawer({ items, phone, onClose, account }: { items: MenuItem[]; phone: string; onClose: () => void; account: ReactNode }) {
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
