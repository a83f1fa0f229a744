import { useLingui } from '@lingui/react/macro';
import type { ServiceType } from '@/shared/config';

/** The names of the two sides of the catalogue, as the site says them. */
export function useServiceTypeLabels(): Record<ServiceType, string> {
  const { t } = useLingui();
  return { personal: t`Personal`, corporate: t`Corporate` };
}
