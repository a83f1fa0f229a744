import { Container, Stack } from '@mantine/core';
import { PurchaseWizard } from '@/features/purchase-wizard';
import { UnfinishedPurchaseNotice } from '@/features/resume-purchase';
import { PURCHASE_PRODUCTS, type PurchaseProductKey } from '@/shared/config';

/**
 * /profile/{family}/{category}/{tab}: a step of a product's purchase wizard. Its first step first offers the
 * purchases of that product the customer left unfinished (issue 24): continue one, or start again.
 */
export function PurchasePage({ product, tab, broker }: { product: PurchaseProductKey; tab: string; broker?: string }) {
  const isFirstStep = PURCHASE_PRODUCTS[product].steps[0].tab === tab;
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        {isFirstStep ? <UnfinishedPurchaseNotice product={product} /> : null}
        <PurchaseWizard product={product} tab={tab} broker={broker} />
      </Stack>
    </Container>
  );
}
