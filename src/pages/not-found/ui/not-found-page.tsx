import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import { ButtonLink, PageMeta, useLangParams } from '@/shared/ui';

/** "We couldn't find this page": /notfound, unknown paths and 404s of page reads. */
export function NotFoundPage() {
  const { t } = useLingui();
  const params = useLangParams();
  return (
    <Container size="sm" py={80}>
      <PageMeta title={t`Page not found`} noIndex />
      <Stack align="center" gap="md" ta="center">
        <Text fz={96} fw={900} c="brand.5" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>
          <Trans>We couldn't find this page</Trans>
        </Title>
        <Text c="gray.7">
          <Trans>The address may be mistyped, or the page has moved. Start again from the home page.</Trans>
        </Text>
        <ButtonLink to="/{-$lang}" params={params} size="md">
          <Trans>Go to the home page</Trans>
        </ButtonLink>
      </Stack>
    </Container>
  );
}
