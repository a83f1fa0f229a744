import type * as v from 'valibot';
import type { clientInfoSchema } from '@/shared/api/application/schemas';
import { publicEndpoint, type Endpoint } from '../../lib/endpoint';
import { ok } from '../../lib/respond';

/**
 * The product's own host (not a backend): GET /client-info, which deploy/nginx.conf answers in production from
 * `$remote_addr` (public-site.md §3 "the IP from a lookup on the product's own host"; docs/decisions/session-client-info.md).
 * The simulator answers the address a proxy put in `X-Forwarded-For` / `X-Real-IP`, else the loopback address, and
 * the country the product serves (AM, 374) — nginx answers only the IP.
 */
const clientInfo = publicEndpoint({
  client: 'site',
  method: 'GET',
  path: '/client-info',
  title: "The visitor's IP (the product's own host; nginx in production)",
  resolve: ({ request }) => {
    const forwarded = request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim() || request.headers.get('X-Real-IP')?.trim();
    return ok({ ip: forwarded || '127.0.0.1', country: 'AM', countryCode: '374' } satisfies v.InferInput<typeof clientInfoSchema>);
  },
});

export const siteEndpoints: readonly Endpoint[] = [clientInfo];
