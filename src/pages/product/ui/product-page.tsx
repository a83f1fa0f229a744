import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalculator, IconCheck, IconFileText, IconPhone, IconShoppingCart, IconX } from '@tabler/icons-react';
import { useGate, useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { FaqList } from '@/entities/faq';
import { AdviceBlock, calculatorPath, ProductCard, purchaseWaysOf, ServiceBreadcrumbs, useServiceTypeLabels, withBroker } from '@/entities/product';
import type { ProductDetails } from '@/shared/api';
import { config } from '@/shared/config';
import { AppLink, PageMeta, PageState, SafeHtml, ServiceIcon } from '@/shared/ui';
import { $faq, $faqLoading, $purchaseWays, productQuery } from '../model/product';
import { KeyFacts, TermsLink } from './parts';
import classes from './product.module.css';
import { ProductSkeleton } from './product-skeleton';
import { categoryPath, checkoutPath, productPath, servicesPath, type ProductRef } from '@/shared/routing';
import { telHref } from '@/shared/lib';


function Actions({ product, broker }: { product: ProductDetails; broker?: string }) {
  const { t } = useLingui();
  const ways = useUnit($purchaseWays);
  if (!ways) return null;
  if (!ways.wizard && !ways.calculator) {
    const phone = config.companyPhone;
    return (
      <Group gap="sm">
        <Button component="a" href={telHref(phone)} size="md" leftSection={<IconPhone size={18} aria-hidden="true" />} aria-label={t`Call us: ${phone}`}>
          <Trans>Call us</Trans>
        </Button>
        <Button component={AppLink} to="/contacts" size="md" variant="light">
          <Trans>Branches and contacts</Trans>
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="sm">
      {ways.wizard ? (
        <Button
          component={AppLink}
          to={withBroker(checkoutPath(product.type, product.group.id, product.charid), broker)}
          size="md"
          leftSection={<IconShoppingCart size={18} aria-hidden="true" />}
          data-testid="buy-online"
        >
          <Trans>Buy online</Trans>
        </Button>
      ) : null}
      {ways.calculator ? (
        <Button
          component={AppLink}
          to={calculatorPath(ways.calculator)}
          size="md"
          variant="light"
          leftSection={<IconCalculator size={18} aria-hidden="true" />}
          data-testid="calculate-price"
        >
          <Trans>Calculate the price</Trans>
        </Button>
      ) : null}
    </Group>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Title order={2} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * A product page: /services/{type}/{category_id}/{product_id}, and the home tiles' alias
 * /services/{groupCharid}/{serviceCharid} (same page, canonical link to the first form).
 */
export function ProductPage({ productRef, broker }: { productRef: ProductRef; broker?: string }) {
  useGate(productQuery.Gate, productRef);
  const { t } = useLingui();
  const labels = useServiceTypeLabels();
  const [product, failed, retry, faq, faqLoading] = useUnit([productQuery.$data, productQuery.$failed, productQuery.retried, $faq, $faqLoading]);

  return (
    <PageState data={product} failed={failed} onRetry={retry} skeleton={<ProductSkeleton />} page={{ title: t`Services`, size: 'xl', py: 'lg' }} failureWins>
      {(product) => {
        const canonical = productPath(product.type, product.group.id, product.charid);
        const online = (charid: string) => purchaseWaysOf({ charid, type: product.type }).wizard !== null;

        return (
          <Container size="xl" py="lg" data-testid="product-page" data-product={product.charid}>
            <PageMeta title={product.meta_title} description={product.meta_description} keywords={product.meta_keywords} image={product.img} path={canonical} />
            <Stack gap={40}>
              <Stack gap="xl">
                <ServiceBreadcrumbs
                  items={[
                    { label: t`Home`, to: '/' },
                    { label: t`Services`, to: servicesPath() },
                    { label: labels[product.type], to: servicesPath(product.type) },
                    { label: product.group.title, to: categoryPath(product.type, product.group.id) },
                    { label: product.title },
                  ]}
                />
                <div className={classes.hero}>
                  <Stack gap="md">
                    <span className={classes.heroIcon}>
                      <ServiceIcon name={product.icon} />
                    </span>
                    <Title order={1}>{product.title}</Title>
                    {product.subtitle ? (
                      <Text size="lg" c="gray.8">
                        {product.subtitle}
                      </Text>
                    ) : null}
                    <Actions product={product} broker={broker} />
                  </Stack>
                  {product.facts.length > 0 ? (
                    <Paper withBorder radius="lg" p="lg" component="aside" aria-label={t`Key facts`}>
                      <KeyFacts facts={product.facts} />
                    </Paper>
                  ) : null}
                </div>
              </Stack>

              {product.description ? <SafeHtml html={product.description} maw={860} /> : null}

              {product.coverage.length > 0 ? (
                <Section id="product-coverage" title={t`What is covered`}>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                    {product.coverage.map((item) => (
                      <li key={item.title} className={classes.coverItem}>
                        <IconCheck size={22} className={classes.coverIcon} aria-hidden="true" />
                        <Stack gap={4}>
                          <Text fw={700}>{item.title}</Text>
                          {item.description ? (
                            <Text size="sm" c="gray.7">
                              {item.description}
                            </Text>
                          ) : null}
                        </Stack>
                      </li>
                    ))}
                  </SimpleGrid>
                </Section>
              ) : null}

              {product.exclusions.length > 0 ? (
                <Section id="product-exclusions" title={t`What is not covered`}>
                  <ul className={classes.plainList}>
                    {product.exclusions.map((item) => (
                      <li key={item}>
                        <IconX size={20} className={classes.excludedIcon} aria-hidden="true" />
                        <Text>{item}</Text>
                      </li>
                    ))}
                  </ul>
                </Section>
              ) : null}

              <Section id="product-documents" title={t`Documents`}>
                <ul className={classes.plainList} data-testid="product-documents">
                  {product.terms_id !== null ? (
                    <li>
                      <IconFileText size={20} aria-hidden="true" />
                      <TermsLink termsId={product.terms_id} />
                    </li>
                  ) : null}
                  {product.documents.map((document) => (
                    <li key={document.href + document.name}>
                      <IconFileText size={20} aria-hidden="true" />
                      <Anchor href={document.href} target="_blank" rel="noopener" className={classes.document}>
                        <span>{document.name}</span>
                        <Text span size="xs" c="gray.7" fw={600}>
                          PDF
                        </Text>
                        <span className="visually-hidden">
                          <Trans>(opens in a new window)</Trans>
                        </span>
                      </Anchor>
                    </li>
                  ))}
                </ul>
              </Section>

              {faq.length > 0 ? (
                <Section id="product-faq" title={t`Frequently asked questions`}>
                  <FaqList items={faq} />
                </Section>
              ) : faqLoading ? (
                <Skeleton height={160} radius="md" aria-hidden="true" data-testid="product-faq-skeleton" />
              ) : null}

              {product.related.length > 0 ? (
                <Section id="product-related" title={t`Other products: ${product.group.title}`}>
                  <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                    {product.related.map((other) => (
                      <ProductCard
                        key={other.id}
                        product={other}
                        href={productPath(product.type, product.group.id, other.charid)}
                        online={online(other.charid)}
                      />
                    ))}
                  </SimpleGrid>
                </Section>
              ) : null}

              <AdviceBlock />
            </Stack>
          </Container>
        );
      }}
    </PageState>
  );
}
