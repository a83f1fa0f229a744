import type { MenuItemDescriptor } from '@/shared/api';

/** A profile menu entry as the frame shows it. */
export interface ProfileTab {
  /** The `{tab}` of its address: the last segment of the server's URL, else its ID. */
  tab: string;
  charid: string;
  title: string;
  icon: string | null;
}

/** `/profile/3153` → `3153`; anything else (an outside link, nothing) → null. */
const tabOfUrl = (url: string | null): string | null => /^\/profile\/([^/?#]+)\/?$/.exec(url ?? '')?.[1] ?? null;

/**
 * The entries of the server's menu this build can open: granted (children too, flattened in order) and with a
 * screen (`known`). Duplicated CHARIDs keep the first.
 */
export function profileTabsOf(items: readonly MenuItemDescriptor[], known: (charid: string) => boolean): ProfileTab[] {
  const tabs: ProfileTab[] = [];
  const visit = (list: readonly MenuItemDescriptor[]) => {
    for (const item of list) {
      if (!item.GRANTED) continue;
      const charid = item.CHARID ?? '';
      if (charid && known(charid) && !tabs.some((tab) => tab.charid === charid)) {
        tabs.push({ tab: tabOfUrl(item.URL) ?? item.ID, charid, title: item.TEXT, icon: item.ICON });
      }
      visit(item.children);
    }
  };
  visit(items);
  return tabs;
}

/** The entry an address names: by its tab (`/profile/3153`) or by its CHARID (`/profile/contracts`); else null. */
export function resolveTab(tabs: readonly ProfileTab[], tab: string): ProfileTab | null {
  const key = tab.trim();
  return tabs.find((candidate) => candidate.tab === key) ?? tabs.find((candidate) => candidate.charid === key) ?? null;
}
