import { Container } from '@mantine/core';
import { PurchaseWizard } from '@/features/purchase-wizard';
import type { PurchaseProductKey } from '@/shared/config';

/** /profile/{family}/{category}/{tab}: a step of a product's purchase wizard. */
export function PurchasePage({ product, tab, broker }: { product: PurchaseProductKey; tab: string; broker?: string }) {
  return (
    <Container size="lg" py="lg">
      <PurchaseWizard product={product} tab={tab} broker={broker} />
    </Container>
  );
}
