import '@mantine/core/styles/Grid.css';
import { useLingui } from '@lingui/react/macro';
import { Grid, Skeleton, Stack } from '@mantine/core';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { ContactBranch } from '@/shared/api';
import { thirdPartyConfig } from '@/shared/config';
import { lazyOr } from '@/shared/lib';
import { chooseMapMode, hasWebGL } from '../lib/map-mode';
import { BranchCard } from './branch-card';
import { StaticArmeniaMap } from './static-map';

/** The Mapbox chunk could not load: the static map takes its place (the map's own failures do the same). */
function MapUnavailable({ onFailed }: { onFailed: () => void }) {
  useEffect(() => onFailed(), [onFailed]);
  return null;
}

// mapbox-gl (~500 KB gzip) is fetched only when a map with a token is shown; a connection that cannot bring it gets
// the static map instead of a skeleton that waits (docs/decisions/chunks-that-retry.md).
const InteractiveMap = lazyOr(() => import(/* webpackChunkName: "mapbox-map" */ './interactive-map'), MapUnavailable);

/**
 * The offices on a map (public-site.md §2 "map with branch contacts", "Contacts"): the Mapbox map when a
 * token is configured and WebGL works, otherwise the static map of Armenia; the branches beside it.
 */
/** `headingLevel`: the level of the branches' names, one below the heading the map follows (2 right after a page's h1). */
export function OfficesMap({ branches, token = thirdPartyConfig.mapboxToken, headingLevel = 3 }: { branches: ContactBranch[]; token?: string; headingLevel?: 2 | 3 }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const mode = useMemo(() => (failed ? 'static' : chooseMapMode({ token, webgl: hasWebGL })), [failed, token]);
  const onFailed = useCallback(() => setFailed(true), []);
  const label = t`Map of our offices`;

  return (
    <Grid gap="lg" data-map-mode={mode} data-testid="offices-map">
      <Grid.Col span={{ base: 12, md: 7 }}>
        {mode === 'interactive' ? (
          <Suspense fallback={<Skeleton height={420} radius="md" />}>
            <InteractiveMap token={token} branches={branches} label={label} onFailed={onFailed} />
          </Suspense>
        ) : (
          <StaticArmeniaMap branches={branches} />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md" component="section" aria-label={t`Office addresses`}>
          {branches.map((branch, index) => (
            <BranchCard key={branch.id} branch={branch} marker={index + 1} headingLevel={headingLevel} />
          ))}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
