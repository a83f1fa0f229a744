import { Text, Title } from '@mantine/core';
import type { ServiceGroupSummary } from '@/shared/api';
import { AppLink, ServiceIcon } from '@/shared/ui';
import classes from './services.module.css';
import { categoryPath, productPath } from '@/shared/routing';

/** A service group on the overview: its page, a line about it and its products. */
export function GroupCard({ group }: { group: ServiceGroupSummary }) {
  const href = categoryPath(group.type, group.id);
  return (
    <article className={classes.groupCard} data-testid={`group-card-${group.id}`}>
      <span className={classes.groupIcon}>
        <ServiceIcon name={group.icon} />
      </span>
      <Title order={3} size="h4" className={classes.groupTitle}>
        <AppLink to={href}>{group.title}</AppLink>
      </Title>
      {group.description ? (
        <Text size="sm" c="gray.7">
          {group.description}
        </Text>
      ) : null}
      <ul className={classes.productList}>
        {group.products.map((product) => (
          <li key={product.id}>
            <AppLink to={productPath(group.type, group.id, product.charid)}>{product.title}</AppLink>
          </li>
        ))}
      </ul>
    </article>
  );
}
