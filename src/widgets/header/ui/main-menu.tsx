import type { MenuItem } from '@/shared/api';
import { AppLink, NavDropdown } from '@/shared/ui';
import classes from './header.module.css';

const hasColumns = (item: MenuItem) => item.children.some((child) => child.children.length > 0);

/**
 * A top item whose children have children of their own (services, company): a panel across the header
 * with a column per child (its link as the heading, then its links); children without links of their
 * own ("all services…") line up under the columns.
 */
function MegaDropdown({ item }: { item: MenuItem }) {
  const columns = item.children.filter((child) => child.children.length > 0);
  const extras = item.children.filter((child) => child.children.length === 0);
  return (
    <NavDropdown
      label={item.title}
      buttonClassName={classes.navLink}
      className={classes.megaRoot}
      panelClassName={classes.megaPanel}
      testId={`menu-${item.id}`}
      items={[
        ...columns.map((column) => ({
          key: column.id,
          link: (
            <div className={classes.megaColumn}>
              <AppLink to={column.link} className={classes.megaHeading}>
                {column.title}
              </AppLink>
              <ul className={classes.megaLinks}>
                {column.children.map((child) => (
                  <li key={child.id}>
                    <AppLink to={child.link}>{child.title}</AppLink>
                  </li>
                ))}
              </ul>
            </div>
          ),
        })),
        ...(extras.length > 0
          ? [
              {
                key: 'extras',
                link: (
                  <div className={classes.megaFooter}>
                    {extras.map((extra) => (
                      <AppLink key={extra.id} to={extra.link}>
                        {extra.title}
                      </AppLink>
                    ))}
                  </div>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

/** Desktop navigation: top items, with dropdowns (or column panels) for items that have children. */
export function DesktopMenu({ items }: { items: MenuItem[] }) {
  return (
    <ul role="list" className={classes.menu}>
      {items.map((item) => (
        <li key={item.id}>
          {hasColumns(item) ? (
            <MegaDropdown item={item} />
          ) : item.children.length > 0 ? (
            <NavDropdown
              label={item.title}
              buttonClassName={classes.navLink}
              testId={`menu-${item.id}`}
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
