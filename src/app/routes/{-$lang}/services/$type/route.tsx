import { createFileRoute } from '@tanstack/react-router';
import { parseServiceType } from '@/entities/product';

/**
 * /services/{type}/…: type is personal or corporate. Any other value is not this route, so
 * /services/{groupCharid}/{serviceCharid} (home tiles) and unknown paths match elsewhere.
 */
export const Route = createFileRoute('/{-$lang}/services/$type')({
  params: { parse: parseServiceType, stringify: ({ type }) => ({ type }) },
});
