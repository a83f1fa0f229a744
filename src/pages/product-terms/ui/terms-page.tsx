import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useGate, useUnit } from 'effector-react';
import { config } from '@/shared/config';
import { $lang, formatDate } from '@/shared/i18n';
import { PageMeta, PageState, SafeHtml } from '@/shared/ui';
import { printClicked, termsQuery } from '../model/terms';
import classes from './terms.module.css';
import { TermsSkeleton } from './terms-skeleton';

/**
 * /product/terms/{id}?lang=: a product's terms, opened in a new window from its page, printable. The
 * route has already moved to the address of the `?lang=` language, so the page's language is that one.
 */
export function ProductTermsPage({ id }: { id: number }) {
  useGate(termsQuery.Gate, { pid: id });
  const { t } = useLingui();
  const [terms, failed, retry, lang, print] = useUnit([termsQuery.$data, termsQuery.$failed, termsQuery.retried, $lang, printClicked]);

  return (
    <PageState data={terms} failed={failed} onRetry={retry} skeleton={<TermsSkeleton />} page={{ title: t`Terms and conditions`, size: 'md', py: 'xl' }} failureWins>
      {(terms) => {
        const version = terms.version;
        // A calendar date (no time): read it as local midnight so no time zone moves it to the day before.
        const since = formatDate(new Date(`${terms.effective_date}T00:00:00`), lang);
        return (
          <Container size="md" py="xl" data-print-document data-testid="terms-page">
            <PageMeta title={terms.title} description={t`${terms.product_title}: terms and conditions of ${config.brandName}`} />
            <Stack gap="md">
              <Text size="sm" fw={700} c="brand.7" tt="uppercase">
                {terms.product_title}
              </Text>
              <Title order={1}>{terms.title}</Title>
              <Text size="sm" c="gray.7">
                <Trans>
                  Version {version}, in force since {since}
                </Trans>
              </Text>
              <Group className={classes.noPrint}>
                <Button variant="light" leftSection={<IconPrinter size={18} aria-hidden="true" />} onClick={() => print()} data-testid="print-terms">
                  <Trans>Print</Trans>
                </Button>
              </Group>
              <SafeHtml html={terms.content} component="article" className={classes.document} />
            </Stack>
          </Container>
        );
      }}
    </PageState>
  );
}
