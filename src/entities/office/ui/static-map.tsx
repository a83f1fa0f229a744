import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import type { ContactBranch } from '@/shared/api';
import { ARMENIA_OUTLINE, LAKE_SEVAN, pathOf, project, STATIC_MAP_SIZE } from '../lib/map-mode';

const OUTLINE = pathOf(ARMENIA_OUTLINE);
const LAKE = pathOf(LAKE_SEVAN);

/**
 * The map without Mapbox: a simplified outline of Armenia with Lake Sevan and a numbered marker per
 * office, placed by its coordinates. The numbers match the office list beside it.
 */
export function StaticArmeniaMap({ branches }: { branches: ContactBranch[] }) {
  const { t } = useLingui();
  const cities = branches.map((branch) => branch.city || branch.branchName).join(', ');
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${STATIC_MAP_SIZE.width} ${STATIC_MAP_SIZE.height}`}
      role="img"
      aria-label={t`Map of Armenia with our offices: ${cities}`}
      data-testid="static-map"
      w="100%"
      h="auto"
      style={{ display: 'block', maxHeight: 480 }}
    >
      <rect width={STATIC_MAP_SIZE.width} height={STATIC_MAP_SIZE.height} fill="var(--mantine-color-blue-0)" rx="12" />
      <path d={OUTLINE} fill="var(--mantine-color-gray-0)" stroke="var(--mantine-color-brand-6)" strokeWidth="2.5" strokeLinejoin="round" />
      <path d={LAKE} fill="var(--mantine-color-blue-2)" stroke="var(--mantine-color-blue-4)" strokeWidth="1" />
      {branches.map((branch, index) => {
        const { x, y } = project([branch.coordinates.lng, branch.coordinates.lat]);
        return (
          <g key={branch.id} data-testid={`static-marker-${branch.id}`} data-x={x} data-y={y}>
            <circle cx={x} cy={y} r={branch.isHeadOffice ? 13 : 11} fill="var(--mantine-color-brand-7)" stroke="#fff" strokeWidth="3" />
            <text x={x} y={y + 5} textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff">
              {index + 1}
            </text>
            <text x={x} y={y + 34} textAnchor="middle" fontSize="18" fontWeight="700" fill="var(--mantine-color-gray-9)" stroke="#fff" strokeWidth="4" paintOrder="stroke">
              {branch.city}
            </text>
          </g>
        );
      })}
    </Box>
  );
}
