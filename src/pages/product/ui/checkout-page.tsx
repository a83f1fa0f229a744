import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { useGate, useUnit } from 'effector-react';
import { $fullName } from '@/entities/session';
import { AdviceBlock, calculatorPath, ServiceBreadcrumbs, useServiceTypeLabels, withBroker } from '@/entities/product';
import { FOREIGN_CARD_COMMISSION_PERCENT } from '@/shared/config';
import { AppLink, PageMeta, PageState } from '@/shared/ui';
import { $purchaseWays, productQuery } from '../model/product';
import { CheckoutSkeleton } from './checkout-skeleton';
import { KeyFacts, TermsLink } from './parts';
import classes from './product.module.css';
import { categoryPath, checkoutPath, productPath, servicesPath, type ProductRef } from '@/shared/routing';

/** The three steps of every online purchase (customer-portal.md §2, §4): data, check, pay. */
function Steps({ byPlate }: { byPlate: boolean }) {
  const { t } = useLingui();
  const steps = [
    {
      title: t`Your details`,
      text: byPlate
        ? t`Enter the plate number and the owner's passport, ID card or tax number (TIN): we fill in the car's data.`
        : t`Enter the policyholder's details: passport or ID card, phone and e-mail.`,
    },
    { title: t`Check the contract`, text: t`Check the data and the price, then accept the terms.` },
    { title: t`Pay by card`, text: t`Pay by card. The contract arrives by e-mail once the bank approves the payment.` },
  ];
  return (
    <ol className={classes.steps} data-testid="checkout-steps">
      {steps.map((step) => (
        <li key={step.title}>
          <Stack gap={2}>
            <Text fw={700}>{step.title}</Text>
            <Text size="sm" c="gray.7">
              {step.text}
            </Text>
          </Stack>
        </li>
      ))}
    </ol>
  );
}

/**
 * /services/{type}/{category_id}/{product_id}/checkout (signed-in only; the route sends others to
 * /login and back): the product in short and the step into the signed-in purchase wizard.
 */
export function ProductCheckoutPage({ productRef, broker }: { productRef: ProductRef; broker?: string }) {
  useGate(productQuery.Gate, productRef);
  const { t } = useLingui();
  const labels = useServiceTypeLabels();
  const [product, failed, retry, ways, name] = useUnit([productQuery.$data, productQuery.$failed, productQuery.retried, $purchaseWays, $fullName]);

  return (
    <PageState data={product && ways ? { product, ways } : null} failed={failed} onRetry={retry} skeleton={<CheckoutSkeleton />} page={{ title: t`Checkout`, size: 'lg', py: 'lg', noIndex: true }} failureWins>
      {({ product, ways }) => {
        const productHref = productPath(product.type, product.group.id, product.charid);
        const percent = FOREIGN_CARD_COMMISSION_PERCENT;

        return (
          <Container size="lg" py="lg" data-testid="checkout-page">
            <PageMeta title={t`Checkout: ${product.title}`} description={product.meta_description} noIndex path={checkoutPath(product.type, product.group.id, product.charid)} />
            <Stack gap="xl">
              <ServiceBreadcrumbs
                items={[
                  { label: t`Home`, to: '/' },
                  { label: t`Services`, to: servicesPath() },
                  { label: labels[product.type], to: servicesPath(product.type) },
                  { label: product.group.title, to: categoryPath(product.type, product.group.id) },
                  { label: product.title, to: productHref },
                  { label: t`Checkout` },
                ]}
              />
              <Stack gap={4}>
                <Text size="sm" fw={700} c="brand.7" tt="uppercase">
                  <Trans>Checkout</Trans>
                </Text>
                <Title order={1}>{product.title}</Title>
                {name ? (
                  <Text c="gray.7">
                    <Trans>Signed in as {name}</Trans>
                  </Text>
                ) : null}
              </Stack>

              <div className={classes.hero}>
                {ways.wizard ? (
                  <Stack gap="lg">
                    <Title order={2} size="h3">
                      <Trans>How it works</Trans>
                    </Title>
                    <Steps byPlate={ways.wizard.endsWith('/search-car')} />
                    <Alert variant="light" color="brand" icon={<IconInfoCircle size={20} aria-hidden="true" />}>
                      <Trans>
                        A {percent}% commission applies when you pay with a card of a bank outside the national card system (ArCa).
                      </Trans>
                    </Alert>
                    <Group gap="sm">
                      <Button
                        component={AppLink}
                        to={withBroker(ways.wizard, broker)}
                        size="md"
                        rightSection={<IconArrowRight size={18} aria-hidden="true" />}
                        data-testid="start-purchase"
                      >
                        <Trans>Continue to the application</Trans>
                      </Button>
                      {ways.calculator ? (
                        <Button component={AppLink} to={calculatorPath(ways.calculator)} size="md" variant="subtle">
                          <Trans>Calculate the price first</Trans>
                        </Button>
                      ) : null}
                    </Group>
                  </Stack>
                ) : (
                  <Stack gap="lg">
                    <Alert color="yellow" title={t`This product is not sold online`} data-testid="not-online">
                      <Trans>Our specialists will prepare an offer for you: call us or visit a branch.</Trans>
                    </Alert>
                    <AdviceBlock title={t`Talk to us`} />
                  </Stack>
                )}

                <Paper withBorder radius="lg" p="lg" component="aside" aria-labelledby="checkout-summary">
                  <Stack gap="md">
                    <Title order={2} size="h4" id="checkout-summary">
                      <Trans>Your product</Trans>
                    </Title>
                    {product.subtitle ? (
                      <Text size="sm" c="gray.8">
                        {product.subtitle}
                      </Text>
                    ) : null}
                    <KeyFacts facts={product.facts} />
                    <Stack gap={6}>
                      {product.terms_id !== null ? <TermsLink termsId={product.terms_id} /> : null}
                      <Anchor component={AppLink} to={productHref} size="sm">
                        <Trans>Back to the product</Trans>
                      </Anchor>
                    </Stack>
                  </Stack>
                </Paper>
              </div>
            </Stack>
          </Container>
        );
      }}
    </PageState>
  );
}
