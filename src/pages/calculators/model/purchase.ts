import { createEffect, createEvent, sample, type EventPayload } from 'effector';
import type { purchaseStarted } from '@/features/purchase-wizard';
import { purchaseProductOfCalculator, type CalculatorTab, type PurchaseProductKey } from '@/shared/config';
import type { WireValues } from '@/shared/form-engine';
import { isoOfDay } from '@/shared/lib';
import { $payloads } from './calculators';

/**
 * "Buy this policy" under a calculator's result (issue 9 §7): the wizard opens with what the calculator already
 * knows. Travel: the start, end and days of a single trip, or the start and the days-a-year box; they fill the trip
 * step (4423). CMTPL: the car's factors come from the car register once the plate is found, so nothing of the
 * calculator's is carried (docs/decisions/calculator-to-purchase.md). Medical check-up plus: the package (4698);
 * social: the social group (4886); the age cannot become a birth date. The drafts: `wizardDraftsOf`
 * (model/wizard-drafts.ts).
 *
 * The wizard's model and the drafts' rules load when the button is pressed, not with the page (issue 13: they
 * were ~8 KB and ~30 ms of a phone's CPU before the page's first paint).
 */
export const buyPressed = createEvent<CalculatorTab>();

/** The tabs whose product is bought online through a wizard today (a row of the product table names the tab). */
export const canBuy = (tab: CalculatorTab): boolean => purchaseProductOfCalculator(tab) !== null;

type PurchaseStarted = typeof purchaseStarted;
type Purchase = EventPayload<PurchaseStarted>;

const loadWizardFx = createEffect(async ({ tab, payload }: { tab: CalculatorTab; payload: WireValues }) => {
  const [wizard, { wizardDraftsOf }] = await Promise.all([import('@/features/purchase-wizard'), import('./wizard-drafts')]);
  const product = purchaseProductOfCalculator(tab)?.key as PurchaseProductKey;
  const purchase: Purchase = { product, drafts: wizardDraftsOf(tab, payload, isoOfDay(new Date())) };
  return { start: wizard.purchaseStarted, purchase };
});
/** The wizard's own event, called in an effect's synchronous part: it runs in the page's (fork()ed) scope. */
const startPurchaseFx = createEffect(({ start, purchase }: { start: PurchaseStarted; purchase: Purchase }) => {
  start(purchase);
});

sample({
  clock: buyPressed,
  source: $payloads,
  filter: (_, tab) => canBuy(tab),
  fn: (payloads, tab) => ({ tab, payload: payloads[tab] ?? {} }),
  target: loadWizardFx,
});
sample({ clock: loadWizardFx.doneData, target: startPurchaseFx });
