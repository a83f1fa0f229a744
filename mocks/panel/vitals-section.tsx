import { Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useSyncExternalStore } from "react";
import type { VitalName, VitalRating } from "@/shared/lib";
import {
  clearVitals,
  onVitalsChange,
  vitalsByRoute,
  type VitalsVisit,
} from "../domains/vitals/store";

const METRICS: VitalName[] = ["LCP", "INP", "CLS", "TTFB", "FCP"];
const RATING: Record<VitalRating, { label: string; color: string }> = {
  good: { label: "good", color: "green.9" },
  "needs-improvement": { label: "needs impr.", color: "orange.9" },
  poor: { label: "poor", color: "red.9" },
};

const format = (name: VitalName, value: number) =>
  name === "CLS"
    ? value.toFixed(3)
    : value >= 1000
      ? `${(value / 1000).toFixed(2)} s`
      : `${Math.round(value)} ms`;

// A new array after a change only (useSyncExternalStore needs the same snapshot between changes).
let version = 0;
let cached: {
  version: number;
  routes: ReturnType<typeof vitalsByRoute>;
} | null = null;
onVitalsChange(() => {
  version += 1;
});
const subscribe = (listener: () => void) => onVitalsChange(listener);
const read = () => {
  if (cached?.version !== version)
    cached = { version, routes: vitalsByRoute() };
  return cached.routes;
};

function VisitRow({ visit }: { visit: VitalsVisit }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="xs">
          <time dateTime={visit.at}>
            {new Date(visit.at).toLocaleTimeString("en-GB")}
          </time>{" "}
          · {visit.lang}
          {visit.connection ? ` · ${visit.connection}` : ""}
        </Text>
      </Table.Td>
      {METRICS.map((name) => {
        const metric = visit.metrics[name];
        return (
          <Table.Td key={name}>
            {metric ? (
              <Text size="xs" c={RATING[metric.rating].color}>
                {format(name, metric.value)}
                <br />
                {RATING[metric.rating].label}
              </Text>
            ) : (
              <Text size="xs">–</Text>
            )}
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
}

/** The panel's "Real-user vitals": the last visits' figures per route, as the app's reporter sent them. */
export function VitalsSection() {
  const routes = useSyncExternalStore(subscribe, read);
  return (
    <section aria-labelledby="sim-vitals-title">
      <Title order={3} size="h5" id="sim-vitals-title" mb="xs">
        Real-user vitals (last visits per route)
      </Title>
      <Text size="sm" mb="xs">
        What the app&apos;s web-vitals beacon reported (PUBLIC_VITALS_URL,
        sampled by PUBLIC_VITALS_SAMPLE_RATE). A visit reports when its page is
        hidden (another tab, a reload, leaving the site), under the route it
        landed on.
      </Text>
      {routes.length === 0 ? (
        <Text size="sm">No visit reported yet.</Text>
      ) : (
        <Stack gap="md">
          {routes.map(({ route, visits }) => (
            <div key={route}>
              <Text fw={700} size="sm">
                {route}
              </Text>
              <Table verticalSpacing={4} horizontalSpacing={6} striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Text size="xs" fw={700}>
                        Visit
                      </Text>
                    </Table.Th>
                    {METRICS.map((name) => (
                      <Table.Th key={name}>
                        <Text size="xs" fw={700}>
                          {name}
                        </Text>
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {visits.map((visit) => (
                    <VisitRow key={visit.visit} visit={visit} />
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          ))}
        </Stack>
      )}
      <Group mt="xs">
        <Button
          variant="default"
          size="xs"
          onClick={clearVitals}
          disabled={routes.length === 0}
        >
          Clear vitals
        </Button>
      </Group>
    </section>
  );
}
