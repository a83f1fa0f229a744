import type { ResumedPurchase } from '@/entities/contract';
import type { PurchaseDraft } from '@/shared/api';
import { isPurchaseProductKey, PURCHASE_DRAFT_DAYS, PURCHASE_PRODUCTS, purchaseStepPath, stepOfForm, type PurchaseProduct } from '@/shared/config';
import type { WireValues } from '@/shared/form-engine';
import { formatDate, localizePath, type Lang } from '@/shared/i18n';

const DAY_MS = 86_400_000;

/**
 * The drafts this app can continue: of a product it sells online (its wizard exists) and changed within
 * PURCHASE_DRAFT_DAYS of `now` (the backend drops older ones too; a stale list, a clock apart, must not offer them).
 */
export function continuableDrafts(drafts: readonly PurchaseDraft[], now: number): PurchaseDraft[] {
  const since = now - PURCHASE_DRAFT_DAYS * DAY_MS;
  return drafts.filter((draft) => isPurchaseProductKey(draft.PRODUCT) && Date.parse(draft.UPDATED_AT) >= since);
}

const productOf = (draft: PurchaseDraft) => PURCHASE_PRODUCTS[draft.PRODUCT as keyof typeof PURCHASE_PRODUCTS] as PurchaseProduct;

/** Where "Continue" goes: the step the backend names (its form), else step 1; with the draft's broker kept. */
export function continueHref(draft: PurchaseDraft, lang: Lang): string {
  const product = productOf(draft);
  const step = stepOfForm(product, draft.NEXT_FORM) ?? product.steps[0];
  const path = localizePath(purchaseStepPath(product, step?.tab ?? ''), lang);
  const broker = draft.CONTRACT.BROKER;
  return broker ? `${path}?BROKER=${encodeURIComponent(broker)}` : path;
}

/** The draft as this tab's purchase: the contract (with the car of CMTPL, in the language it was asked in) and the steps' values. */
export function resumedPurchase(draft: PurchaseDraft, customer: string, lang: Lang): ResumedPurchase {
  const vehicle = draft.VEHICLE ? { VEHICLE: draft.VEHICLE, VEHICLE_LANG: lang } : {};
  return {
    contract: { product: draft.PRODUCT, customer, data: { ...draft.CONTRACT, ...vehicle } },
    steps: draft.STEPS as Record<string, WireValues>,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');
/** When a draft last changed, as the customer reads it: `28/11/2026 09:05` (the browser's time). */
export function lastChangeText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
