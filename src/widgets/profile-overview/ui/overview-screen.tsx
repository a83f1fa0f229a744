import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Flex, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarTime, IconCircleCheck, IconFileUpload, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useGate, useUnit } from 'effector-react';
import { $fullName, $user } from '@/entities/session';
import { UnfinishedPurchases } from '@/features/resume-purchase';
import { config } from '@/shared/config';
import { $lang, formatDate, formatMoney } from '@/shared/i18n';
import { telHref } from '@/shared/lib';
import { ButtonLink, PageState, useLangParams } from '@/shared/ui';
import type { AttentionItem, Holding } from '../lib/attention';
import { overviewQuery, type Overview } from '../model/overview';

function OverviewSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" data-testid="overview-skeleton">
      <Skeleton height={24} width={280} />
      <Skeleton height={96} radius="md" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={96} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const attentionKey = (item: AttentionItem) =>
  item.kind === 'debt'
    ? `debt-${item.contractId}-${item.dueDate}`
    : item.kind === 'claim'
      ? `claim-${item.claimId}`
      : item.kind === 'identity'
        ? 'identity'
        : `ending-${item.contract.ID}`;

/**
 * One card of "Needs your attention": its colour's edge and icon, what it is, a line of detail and, when there is one,
 * its action: beside the text from `sm` up, below it on a phone, where the text keeps the card's width and the button its
 * whole label (in Armenian "Open the claim" was cut off beside the text at 390 px).
 */
function AttentionFrame({ testId, color, icon, title, detail, action }: { testId: string; color: string; icon: ReactNode; title: ReactNode; detail: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId} style={{ borderInlineStart: `4px solid var(--mantine-color-${color}-7)` }}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon color={color === 'red' ? 'red.7' : `${color}.8`} variant="light" size={40} radius="xl" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Flex direction={{ base: 'column', sm: 'row' }} align="flex-start" gap={{ base: 'xs', sm: 'md' }} style={{ flex: 1, minWidth: 0 }}>
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700}>{title}</Text>
            <Text size="sm" c="gray.7">
              {detail}
            </Text>
          </Stack>
          {action}
        </Flex>
      </Group>
    </Paper>
  );
}

function AttentionCard({ item }: { item: AttentionItem }) {
  const { t } = useLingui();
  const lang = useUnit($lang);
  const params = useLangParams();
  if (item.kind === 'debt') {
    const amount = formatMoney(item.amount, lang);
    const due = formatDate(item.dueDate);
    const product = item.productName;
    const number = item.contractNumber;
    const phone = config.companyPhone;
    return (
      <AttentionFrame
        testId="attention-debt"
        color="red"
        icon={<IconAlertTriangle size={22} />}
        title={item.overdue ? <Trans>Payment overdue: {amount}</Trans> : <Trans>Payment due: {amount}</Trans>}
        detail={
          <Trans>
            {product}, contract {number}, by {due}
          </Trans>
        }
        // No call pays a debt (the spec has none): the way to pay is a call to the company.
        action={
          <Button
            component="a"
            href={telHref(phone)}
            variant="light"
            color="red"
            size="sm"
            leftSection={<IconPhone size={16} aria-hidden="true" />}
            aria-label={t`To pay, call us: ${phone}`}
          >
            {phone}
          </Button>
        }
      />
    );
  }
  if (item.kind === 'identity') {
    const review = item.status === 'review';
    return (
      <AttentionFrame
        testId="attention-identity"
        color={review ? 'blue' : 'orange'}
        icon={<IconFileUpload size={22} />}
        title={
          review ? (
            <Trans>Your identity documents are under review</Trans>
          ) : item.status === 'rejected' ? (
            <Trans>Your identity documents were not accepted: send them again</Trans>
          ) : (
            <Trans>Send your identity documents</Trans>
          )
        }
        detail={review ? <Trans>They are reviewed within 1 working day.</Trans> : <Trans>We could not confirm who you are when you registered. It takes a few photos.</Trans>}
        action={
          review ? null : (
            <ButtonLink to="/{-$lang}/profile/$tab" params={{ ...params, tab: 'personal-data' }} hash="identity" variant="light" size="sm">
              <Trans>Send the documents</Trans>
            </ButtonLink>
          )
        }
      />
    );
  }
  if (item.kind === 'claim') {
    const number = item.claimNumber;
    const product = item.productName;
    return (
      <AttentionFrame
        testId="attention-claim"
        color="orange"
        icon={<IconFileUpload size={22} />}
        title={
          <Trans>
            Claim {number} is waiting for your documents
          </Trans>
        }
        detail={`${product}${item.missing ? ` · ${item.missing}` : ''}`}
        action={
          <ButtonLink to="/{-$lang}/profile/$tab" params={{ ...params, tab: 'claims' }} search={{ claim: item.claimId } as never} variant="light" size="sm" aria-label={t`Open claim ${number}`}>
            <Trans>Open the claim</Trans>
          </ButtonLink>
        }
      />
    );
  }
  const { contract, daysLeft } = item;
  const end = formatDate(contract.TODATE);
  const product = contract.PRODUCT_NAME;
  const number = contract.CONTRACT_NUMBER;
  return (
    <AttentionFrame
      testId="attention-ending"
      color="yellow"
      icon={<IconCalendarTime size={22} />}
      title={daysLeft === 0 ? <Trans>{product} ends today</Trans> : <Plural value={daysLeft} one={`${product} ends in # day`} other={`${product} ends in # days`} />}
      detail={
        <>
          {contract.OBJECT ? `${contract.OBJECT} · ` : ''}
          <Trans>
            Contract {number}, valid until {end}
          </Trans>
        </>
      }
      action={
        <ButtonLink to="/{-$lang}/profile/$tab" params={{ ...params, tab: 'contracts' }} variant="light" size="sm">
          <Trans>Renew</Trans>
        </ButtonLink>
      }
    />
  );
}

function HoldingCard({ holding }: { holding: Holding }) {
  const { active, total } = holding;
  return (
    <Paper withBorder radius="md" p="md" data-testid="holding">
      <Stack gap={6}>
        <Text fw={700}>{holding.name}</Text>
        <Group gap="xs">
          {holding.active > 0 ? (
            <Badge color="#1b6b32" variant="filled">
              <Plural value={active} one="# in force" other="# in force" />
            </Badge>
          ) : null}
          <Text size="sm" c="gray.7">
            <Plural value={total} one="# contract" other="# contracts" />
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

function OverviewContent({ overview }: { overview: Overview }) {
  const [user, name] = useUnit([$user, $fullName]);
  const params = useLangParams();
  const customer = user?.CUSTOMER ?? '';
  const inForce = overview.inForce;
  return (
    <Stack gap="xl" data-testid="profile-overview">
      <Paper radius="lg" p="lg" bg="brand.0">
        <Stack gap={4}>
          <Text fw={700} fz="lg">
            <Trans>Hello, {name}</Trans>
          </Text>
          <Text c="gray.8" size="sm">
            <Trans>Customer number {customer}</Trans>
            {' · '}
            <Plural value={inForce} one="# contract in force" other="# contracts in force" />
          </Text>
        </Stack>
      </Paper>

      {/* Purchases left unfinished on any device (issue 24): shown only when there are some. */}
      <UnfinishedPurchases />

      <Stack gap="sm" component="section" aria-labelledby="overview-attention">
        <Title order={2} size="h3" id="overview-attention">
          <Trans>Needs your attention</Trans>
        </Title>
        {overview.attention.length > 0 ? (
          overview.attention.map((item) => <AttentionCard key={attentionKey(item)} item={item} />)
        ) : (
          <Group gap="sm" data-testid="attention-none">
            <IconCircleCheck size={22} color="var(--mantine-color-green-8)" aria-hidden="true" />
            <Text c="gray.8">
              <Trans>Everything is in order: nothing needs your attention.</Trans>
            </Text>
          </Group>
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="overview-holdings">
        <Group justify="space-between">
          <Title order={2} size="h3" id="overview-holdings">
            <Trans>What you hold</Trans>
          </Title>
          <ButtonLink to="/{-$lang}/profile/$tab" params={{ ...params, tab: 'contracts' }} variant="subtle" size="sm">
            <Trans>All contracts</Trans>
          </ButtonLink>
        </Group>
        {overview.holdings.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {overview.holdings.map((holding) => (
              <HoldingCard key={holding.group} holding={holding} />
            ))}
          </SimpleGrid>
        ) : (
          <Text c="gray.7">
            <Trans>You have no contracts yet.</Trans>
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

/** /profile/3152: the customer's overview (a screen of the profile frame). */
export function OverviewScreen() {
  useGate(overviewQuery.Gate);
  const [overview, failed, retry] = useUnit([overviewQuery.$data, overviewQuery.$failed, overviewQuery.retried]);
  return (
    <PageState data={overview} failed={failed} onRetry={retry} skeleton={<OverviewSkeleton />}>
      {(overview) => <OverviewContent overview={overview} />}
    </PageState>
  );
}
