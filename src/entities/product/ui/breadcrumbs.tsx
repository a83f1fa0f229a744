import { useLingui } from '@lingui/react/macro';
import { AppLink } from '@/shared/ui';
import classes from './product.module.css';

export interface Crumb {
  label: string;
  /** Language-free path; the last crumb (the page itself) has none. */
  to?: string;
}

/** Where the page sits in the catalogue: Services / Personal / Car insurance / CMTPL. */
export function ServiceBreadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumbs`} className={classes.breadcrumbs}>
      <ol>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`}>
            {item.to && index < items.length - 1 ? <AppLink to={item.to}>{item.label}</AppLink> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
