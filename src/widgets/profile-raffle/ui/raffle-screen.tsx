import { Plural, Trans } from '@lingui/react/macro';
import { Badge, Group, Image, List, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useGate, useUnit } from 'effector-react';
import { formatDate } from '@/shared/i18n';
import { ButtonLink, EmptyState, PageState, useLangParams } from '@/shared/ui';
import { daysToDraw, phaseOf } from '../lib/countdown';
import { raffleQuery, type RaffleData } from '../model/raffle';

function RaffleSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" data-testid="raffle-skeleton">
      <Skeleton height={200} radius="lg" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Skeleton height={110} radius="md" />
        <Skeleton height={110} radius="md" />
      </SimpleGrid>
    </Stack>
  );
}

function RaffleContent({ data }: { data: RaffleData }) {
  const params = useLangParams();
  const { info, tickets, today } = data;
  const phase = phaseOf(today, info.ENDDATE, info.DRAWDATE);
  const days = daysToDraw(today, info.DRAWDATE);
  const draw = formatDate(info.DRAWDATE);
  const from = formatDate(info.STARTDATE);
  const to = formatDate(info.ENDDATE);
  const count = tickets.length;
  const fresh = info.NEW_TICKETS;
  return (
    <Stack gap="xl" data-testid="profile-raffle">
      <Paper radius="lg" p="lg" bg="brand.0">
        <Group align="center" wrap="wrap" gap="lg">
          {info.IMAGE ? <Image src={info.IMAGE} alt="" w={{ base: '100%', xs: 240 }} h="auto" radius="md" /> : null}
          <Stack gap="xs" style={{ flex: '1 1 260px' }}>
            <Title order={2} size="h3">
              {info.TITLE}
            </Title>
            <Text fw={600}>{info.PRIZE}</Text>
            <Text c="gray.8">{info.DESCRIPTION}</Text>
            <Group gap="xs">
              <Badge color={phase === 'open' ? '#1b6b32' : 'gray.7'} variant="filled" data-testid="raffle-phase" data-phase={phase}>
                {phase === 'open' ? <Trans>Tickets are being given</Trans> : phase === 'closed' ? <Trans>Waiting for the draw</Trans> : <Trans>The draw has taken place</Trans>}
              </Badge>
              <Text size="sm" c="gray.8">
                <Trans>
                  Contracts bought from {from} to {to}; the draw on {draw}
                </Trans>
                {days > 0 ? (
                  <>
                    {' · '}
                    <Plural value={days} one="# day left" other="# days left" />
                  </>
                ) : null}
              </Text>
            </Group>
          </Stack>
        </Group>
      </Paper>

      <Stack gap="sm" component="section" aria-labelledby="raffle-tickets">
        <Group justify="space-between">
          <Title order={2} size="h3" id="raffle-tickets">
            <Trans>My tickets</Trans> ({count})
          </Title>
        </Group>
        {fresh > 0 ? (
          <Text c="var(--mantine-color-green-light-color)" fw={600} role="status" data-testid="raffle-new">
            <Plural value={fresh} one="You have a new ticket!" other="You have # new tickets!" />
          </Text>
        ) : null}
        {count > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {tickets.map((ticket) => (
              <Paper
                key={ticket.NUMBER}
                component="li"
                withBorder
                radius="md"
                p="md"
                data-testid="raffle-ticket"
                style={{ borderStyle: 'dashed', borderWidth: 2, borderColor: 'var(--mantine-color-brand-4)' }}
              >
                <Stack gap={4}>
                  <Group gap="xs">
                    <IconTicket size={20} color="var(--mantine-color-brand-8)" aria-hidden="true" />
                    <Text ff="monospace" fw={800} fz="lg">
                      {ticket.NUMBER}
                    </Text>
                  </Group>
                  <Text size="sm">{ticket.PRODUCT_NAME}</Text>
                  <Text size="sm" c="gray.7">
                    {ticket.CONTRACT_NUMBER} · {formatDate(ticket.CREATED)}
                  </Text>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        ) : (
          <EmptyState title={<Trans>No tickets yet</Trans>} icon={<IconTicket size={28} />}>
            <Stack gap="sm" align="center">
              <Trans>Buy a contract online while the raffle runs and the ticket appears here.</Trans>
              <ButtonLink to="/{-$lang}/services" params={params}>
                <Trans>Our products</Trans>
              </ButtonLink>
            </Stack>
          </EmptyState>
        )}
      </Stack>

      {info.RULES.length > 0 ? (
        <Stack gap="xs" component="section" aria-labelledby="raffle-rules">
          <Title order={2} size="h4" id="raffle-rules">
            <Trans>How it works</Trans>
          </Title>
          <List spacing="xs">
            {info.RULES.map((rule) => (
              <List.Item key={rule}>{rule}</List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The profile's raffle tab: the raffle (prize, period, draw) and the customer's tickets. */
export function RaffleScreen() {
  useGate(raffleQuery.Gate);
  const [data, failed, retry] = useUnit([raffleQuery.$data, raffleQuery.$failed, raffleQuery.retried]);
  return (
    <PageState data={data} failed={failed} onRetry={retry} skeleton={<RaffleSkeleton />}>
      {(data) => <RaffleContent data={data} />}
    </PageState>
  );
}
