import {
  ActionIcon,
  Affix,
  Button,
  Checkbox,
  Code,
  Drawer,
  Group,
  Indicator,
  List,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFlask } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { resetDb } from '../db';
import { DEMO_CUSTOMERS } from '../db/seed';
import { endpoints } from '../handlers';
import { CHAOS_SLOW_MS, startChaos, stopChaos, type ChaosState } from '../lib/chaos';
import {
  ALL_ENDPOINTS,
  clearSwitches,
  forceEndpoint,
  removeSwitch,
  SWITCH_MODE_LABELS,
  SWITCH_MODES,
  type SwitchRule,
} from '../lib/switches';
import { useSimulatorState } from './use-simulator-state';
import { VitalsSection } from './vitals-section';

/**
 * The developer panel of the simulator (English only: a developer tool that exists only in simulator
 * builds). A 40 px button in the bottom-left corner opens a drawer with the demo credentials, the forced
 * behaviours per endpoint, the active rules, the outbox and a reset.
 */

const NORMAL = '';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

function modeOptions(current: string) {
  const options = [
    { value: NORMAL, label: 'Normal answer' },
    ...SWITCH_MODES.map((mode) => ({ value: mode, label: SWITCH_MODE_LABELS[mode] })),
  ];
  // A custom 'slow-<ms>' rule (from ?sim= or window.__sim) must still show as selected.
  if (current && !options.some((option) => option.value === current)) options.push({ value: current, label: current });
  return options;
}

const describeRule = (rule: SwitchRule) =>
  `${rule.path === ALL_ENDPOINTS ? 'all endpoints (*)' : rule.path} → ${rule.mode}${rule.times === undefined ? '' : ` (${rule.times} left)`}`;

function DemoCustomers() {
  return (
    <Section title="Demo customers">
      <Stack gap="xs">
        {DEMO_CUSTOMERS.map(({ profile, password }) => (
          <Paper key={profile.CUSTOMER} withBorder p="xs" radius="sm">
            <Text fw={700} size="sm">
              {profile.fullname_en} · {profile.fullname_hy} (lang {profile.lang})
            </Text>
            <Text size="sm">
              Personal ID <Code>{profile.UID}</Code> or <Code>{profile.EMAIL}</Code>
            </Text>
            <Text size="sm">
              Password <Code>{password}</Code>
            </Text>
          </Paper>
        ))}
      </Stack>
    </Section>
  );
}

function ForcedBehaviours({ rules }: { rules: SwitchRule[] }) {
  const [once, setOnce] = useState(false);
  const modeOf = (path: string) => rules.find((rule) => rule.path === path)?.mode ?? NORMAL;
  const choose = (path: string, mode: string) => {
    if (mode === NORMAL) removeSwitch(path);
    else forceEndpoint(path, mode, once ? 1 : undefined);
  };
  const rows = [
    { path: ALL_ENDPOINTS, label: 'All endpoints (*)', title: 'A rule of an endpoint itself wins over this one' },
    // One row per path: a GET and a POST of the same path share their rule.
    ...endpoints
      .filter((endpoint, index) => endpoints.findIndex((other) => other.path === endpoint.path) === index)
      .map((endpoint) => ({
        path: endpoint.path,
        label: endpoint.path,
        title: `${endpoint.client} · ${endpoints.filter((other) => other.path === endpoint.path).map((other) => other.title).join(' / ')}`,
      })),
  ];
  return (
    <Section title="Force a behaviour">
      <Stack gap="sm">
        <Checkbox
          label="Only for the next request"
          description="Otherwise the rule stays until cleared (it survives reloads, not the tab)"
          checked={once}
          onChange={(event) => setOnce(event.currentTarget.checked)}
        />
        {rows.map((row) => (
          <NativeSelect
            key={row.path}
            label={row.label}
            description={row.title}
            value={modeOf(row.path)}
            data={modeOptions(modeOf(row.path))}
            onChange={(event) => choose(row.path, event.currentTarget.value)}
          />
        ))}
      </Stack>
    </Section>
  );
}

function ActiveRules({ rules }: { rules: SwitchRule[] }) {
  return (
    <Section title="Active rules">
      {rules.length === 0 ? (
        <Text size="sm">None: every endpoint answers normally.</Text>
      ) : (
        <List size="sm" spacing={4}>
          {rules.map((rule) => (
            <List.Item key={rule.path}>
              <Code>{describeRule(rule)}</Code>
            </List.Item>
          ))}
        </List>
      )}
      <Button mt="sm" variant="outline" size="xs" onClick={clearSwitches} disabled={rules.length === 0}>
        Clear all rules
      </Button>
    </Section>
  );
}

function Chaos({ chaos }: { chaos: ChaosState | null }) {
  const [percent, setPercent] = useState(String(chaos?.percent ?? 15));
  const [seed, setSeed] = useState(String(chaos?.seed ?? 1));
  const valid = /^\d+(\.\d+)?$/.test(percent) && Number(percent) <= 100 && /^\d+$/.test(seed);
  const calls = chaos ? Object.values(chaos.counts).reduce((sum, count) => sum + count, 0) : 0;
  return (
    <Section title="Chaos mode">
      <Text size="sm" mb="xs">
        A share of all calls fails at random (network failure, 500, a slow answer of {CHAOS_SLOW_MS.min / 1000}–
        {CHAOS_SLOW_MS.max / 1000} s, one 401), chosen by the seed: the same seed repeats the same run. Also{' '}
        <Code>?sim=chaos:15:42</Code>.
      </Text>
      <Group align="flex-end" gap="xs">
        <TextInput label="Failing calls (%)" w={130} value={percent} onChange={(event) => setPercent(event.currentTarget.value)} />
        <TextInput label="Seed" w={130} value={seed} onChange={(event) => setSeed(event.currentTarget.value)} />
        <Button variant="outline" disabled={!valid} onClick={() => startChaos(Number(percent), Number(seed))}>
          {chaos ? 'Restart' : 'Start'}
        </Button>
        <Button variant="subtle" disabled={!chaos} onClick={stopChaos}>
          Stop
        </Button>
      </Group>
      <Text size="sm" mt="xs" data-testid="sim-chaos-status">
        {chaos
          ? `On: ${chaos.percent}% of calls fail (seed ${chaos.seed}); ${calls} calls so far, ${chaos.log.length} failed${chaos.unauthorizedGiven ? ', the 401 given' : ''}.`
          : 'Off.'}
      </Text>
      {chaos && chaos.log.length > 0 ? (
        <List size="xs" spacing={2} mt="xs">
          {chaos.log.slice(-8).map((event) => (
            <List.Item key={`${event.path}#${event.n}`}>
              <Code>
                {event.path} #{event.n} → {event.mode}
                {event.delayMs ? ` ${event.delayMs} ms` : ''}
              </Code>
            </List.Item>
          ))}
        </List>
      ) : null}
    </Section>
  );
}

function Outbox({ messages }: { messages: ReturnType<typeof useSimulatorState>['outbox'] }) {
  return (
    <Section title="Outbox (what the simulator sent)">
      {messages.length === 0 ? (
        <Text size="sm">Nothing sent yet.</Text>
      ) : (
        <Stack gap="xs">
          {messages.map((message) => (
            <Paper key={message.id} withBorder p="xs" radius="sm" component="article">
              <Text fw={700} size="sm">
                {message.subject}
              </Text>
              <Text size="xs">
                {message.channel === 'email' ? 'E-mail' : 'SMS'} to {message.to} ·{' '}
                <time dateTime={message.at}>{new Date(message.at).toLocaleString('en-GB')}</time>
              </Text>
              {message.code ? (
                <Text size="sm">
                  Code <Code>{message.code}</Code>
                </Text>
              ) : null}
              <Text size="sm" mt={4}>
                {message.body}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Section>
  );
}

export function SimPanel({ portalTarget }: { portalTarget: HTMLElement }) {
  const [opened, { open, close }] = useDisclosure(false);
  const { rules, outbox, chaos, refresh } = useSimulatorState();
  const wide = useMediaQuery('(min-width: 36em)');

  const openPanel = () => {
    refresh();
    open();
  };
  const reset = () => {
    resetDb();
    window.location.reload();
  };

  const icon = <IconFlask size={20} aria-hidden="true" />;
  return (
    <aside aria-label="Backend simulator">
      {/* Below the app's dialogs (z-index 200) so it never covers them; only the drawer goes above. */}
      <Affix position={{ bottom: 8, left: 8 }} zIndex={150} withinPortal={false}>
        <Indicator disabled={rules.length === 0 && !chaos} color="orange.9" size={10} offset={4} processing={false}>
          {wide ? (
            <Button h={40} color="grape.9" leftSection={icon} aria-label="Simulator" onClick={openPanel} data-active-rules={rules.length}>
              Simulator
            </Button>
          ) : (
            <ActionIcon size={40} color="grape.9" variant="filled" aria-label="Simulator" title="Simulator" onClick={openPanel} data-active-rules={rules.length}>
              {icon}
            </ActionIcon>
          )}
        </Indicator>
      </Affix>
      <Drawer
        opened={opened}
        onClose={close}
        position="left"
        size="md"
        zIndex={1000}
        title="Backend simulator"
        portalProps={{ target: portalTarget }}
        closeButtonProps={{ 'aria-label': 'Close the simulator panel' }}
      >
        <Stack gap="xl">
          <DemoCustomers />
          <ActiveRules rules={rules} />
          <Chaos chaos={chaos} />
          <Outbox messages={outbox} />
          <VitalsSection />
          <ForcedBehaviours rules={rules} />
          <Section title="Data">
            <Text size="sm" mb="xs">
              Seeds the customers again and forgets sessions, counters, subscriptions and the outbox; then reloads.
            </Text>
            <Group>
              <Button color="red.9" onClick={reset}>
                Reset simulator data
              </Button>
            </Group>
          </Section>
        </Stack>
      </Drawer>
    </aside>
  );
}
