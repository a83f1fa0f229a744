import {
  IconBuildingWarehouse,
  IconCar,
  IconCash,
  IconHeartbeat,
  IconHome,
  IconPaw,
  IconPlane,
  IconScale,
  IconShieldCheck,
  IconTruckDelivery,
  type Icon,
} from '@tabler/icons-react';

const ICONS: Record<string, Icon> = {
  car: IconCar,
  health: IconHeartbeat,
  travel: IconPlane,
  property: IconHome,
  financial: IconCash,
  cargo: IconTruckDelivery,
  construction: IconBuildingWarehouse,
  responsibility: IconScale,
  pet: IconPaw,
  shield: IconShieldCheck,
};

/** The pictogram of a service or service group; decorative (the label carries the meaning). */
export function ServiceIcon({ name, size = 32 }: { name: string; size?: number }) {
  const Component = ICONS[name] ?? IconShieldCheck;
  return <Component size={size} stroke={1.6} aria-hidden="true" />;
}
