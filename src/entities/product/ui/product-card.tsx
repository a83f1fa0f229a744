import { Trans } from '@lingui/react/macro';
import { Badge, Group, Text, Title } from '@mantine/core';
import type { ProductSummary } from '@/shared/api';
import { AppLink, ServiceIcon } from '@/shared/ui';
import classes from './product.module.css';

export interface ProductCardProps {
  product: ProductSummary;
  /** The product page (language-free path). */
  href: string;
  /** Sold online: a badge says so. */
  online?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/** A product in a list (category page, overview, "other products"): the whole card opens the product. */
export function ProductCard({ product, href, online = false, headingLevel = 3 }: ProductCardProps) {
  return (
    <article className={classes.card} data-testid={`product-card-${product.charid}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <span className={classes.icon}>
          <ServiceIcon name={product.icon} />
        </span>
        {online ? (
          <Badge variant="filled" color="teal.9" size="sm">
            <Trans>Buy online</Trans>
          </Badge>
        ) : null}
      </Group>
      <Title order={headingLevel} size="h4">
        <AppLink to={href} className={classes.cardLink}>
          {product.title}
        </AppLink>
      </Title>
      {product.description ? (
        <Text size="sm" c="gray.7">
          {product.description}
        </Text>
      ) : null}
    </article>
  );
}
