import type { MenuItem } from '@/shared/api';
import { AppLink, NavDropdown, ShellSkeleton } from '@/shared/ui';
import classes from './header.module.css';

/** Desktop navigation: top items, with dropdowns for items that have children. */
export function DesktopMenu({ items }: { items: MenuItem[] }) {
  return (
    <ul role="list" className={classes.menu}>
      {items.map((item) => (
        <li key={item.id}>
          {item.children.length > 0 ? (
            <NavDropdown
              label={item.title}
              buttonClassName={classes.navLink}
              items={item.children.map((child) => ({ key: child.id, link: <AppLink to={child.link}>{child.title}</AppLink> }))}
            />
          ) : (
            <AppLink to={item.link} className={classes.navLink}>
              {item.title}
            </AppLink>
          )}
        </li>
      ))}
    </ul>
  );
}

export function MenuSkeleton() {
  return (
    <div className={classes.menuSkeleton} aria-hidden="true" data-testid="header-skeleton">
      {[90, 110, 80, 100, 70].map((width) => (
        <ShellSkeleton key={width} height={14} width={width} radius="sm" />
      ))}
    </div>
  );
}
