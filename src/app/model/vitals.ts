import { createEffect, createEvent, createStore, sample } from 'effector';
import { vitalsConfig } from '@/shared/config';
import { $lang } from '@/shared/i18n';
import { routeTemplate, startVitals, type VitalsReporter } from '@/shared/lib';
import { $location } from '@/shared/routing';

/**
 * Real users' vitals (docs/decisions/real-user-vitals.md). src/app/index.tsx imports this module only in builds
 * with an endpoint (PUBLIC_VITALS_URL) and fires `vitalsStarted` once the page has painted; the reporter then
 * samples the page load, loads web-vitals and sends a beacon when the page is hidden. The figures are reported
 * against the visit's landing route (web-vitals measures the document's load; CLS and INP cover the whole visit).
 */
export const vitalsStarted = createEvent();

export const startVitalsFx = createEffect(() => startVitals({ endpoint: vitalsConfig.url, sampleRate: vitalsConfig.sampleRate }));
export const $vitalsReporter = createStore<VitalsReporter | null>(null, { serialize: 'ignore' });

/** The first route the router resolved in this visit (after its redirects), as a template. */
export const $landingRoute = createStore('');

sample({ clock: vitalsStarted, target: startVitalsFx });
sample({ clock: startVitalsFx.doneData, fn: ({ reporter }) => reporter, target: $vitalsReporter });
sample({
  clock: [vitalsStarted, $location],
  source: { location: $location, landing: $landingRoute },
  filter: ({ location, landing }) => landing === '' && Boolean(location.routeId),
  fn: ({ location }) => routeTemplate(location.routeId),
  target: $landingRoute,
});

const tellReporterFx = createEffect(({ reporter, route, lang }: { reporter: VitalsReporter; route: string; lang: string }) => reporter.setContext({ route, lang }));
sample({
  source: { reporter: $vitalsReporter, route: $landingRoute, lang: $lang },
  filter: (context): context is { reporter: VitalsReporter; route: string; lang: typeof context.lang } => context.reporter !== null,
  target: tellReporterFx,
});
