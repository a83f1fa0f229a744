import type * as v from 'valibot';
import type { purchaseDraftsSchema } from '@/shared/api/purchase/drafts';
import { apiPathOf } from '@/shared/config/api-table';
import { PURCHASE_DRAFT_DAYS, PURCHASE_PRODUCTS, paymentStepOf, type PurchaseProduct } from '@/shared/config/purchase';
import { db } from '../../db';
import type { ContractRecord, ContractStatus, CustomerRecord } from '../../db/types';
import { authorizedEndpoint, type Endpoint } from '../../lib/endpoint';
import { badRequest, notFound, ok, textField, type ServerLang } from '../../lib/respond';
import { updateBankOrder } from '../bank/orders';
import { countryNames } from '../profile/handlers';
import { PROFILE_PRODUCT_NAMES } from '../profile/fixtures';
import { contractWire, isIssued, updateContract } from './contracts';
import { say } from './messages';
import { vehicleWire } from './steps';

/**
 * Unfinished purchases (issue 24 item 1; docs/purchase-api.md "Unfinished purchases"): the contracts a wizard created
 * and that are not paid, listed with what the backend holds of them (the contract, each step's values, the car), so
 * that a purchase goes on from another device; and "Start again", which discards one. Drafts whose last change is
 * older than PURCHASE_DRAFT_DAYS drop off the list.
 */
type Draft = v.InferInput<typeof purchaseDraftsSchema>['result'][number];

/** A draft the customer may continue: not paid, not being settled by the bank, not discarded. */
const CONTINUABLE: readonly ContractStatus[] = ['draft', 'awaiting-payment', 'failed'];
const DAY_MS = 86_400_000;

const lastChange = (contract: ContractRecord) => contract.updatedAt ?? contract.createdAt;
const productOf = (contract: ContractRecord): PurchaseProduct | null =>
  Object.hasOwn(PURCHASE_PRODUCTS, contract.product) ? (PURCHASE_PRODUCTS[contract.product as keyof typeof PURCHASE_PRODUCTS] as PurchaseProduct) : null;

/** The step to continue at: the first data step not sent yet; the payment step once they all are (or a payment was tried). */
function nextForm(contract: ContractRecord, product: PurchaseProduct): number | null {
  const payment = paymentStepOf(product);
  if (contract.status !== 'draft') return payment.formId;
  const sent = contract.steps ?? {};
  const dataSteps = product.steps.filter((step) => step.formId !== null && step.tab !== payment.tab);
  return dataSteps.find((step) => !sent[String(step.formId)])?.formId ?? payment.formId;
}

const stringValue = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** What the draft insures, as the customer would name it: the plate, the trip's countries (or the traveller), the pet… */
function objectOf(contract: ContractRecord, lang: ServerLang): string | null {
  const { values } = contract;
  switch (contract.product) {
    case 'appa':
    case 'apka':
    case 'justCasco':
      return contract.plate ?? null;
    case 'travel':
      return countryNames(values.COUNTRY, lang) ?? stringValue(values.CUSTOMER_FULLNAME);
    case 'property':
      return stringValue(values.ADDRESS);
    case 'petsInsurance':
      return stringValue(values.PET_NAME);
    default:
      return stringValue(values.CUSTOMER_FULLNAME);
  }
}

function draftWire(contract: ContractRecord, product: PurchaseProduct, lang: ServerLang): Draft {
  const vehicle = contract.product === 'appa' && contract.plate ? db.read().vehicles.find((candidate) => candidate.plate === contract.plate) : undefined;
  return {
    ID: contract.ID,
    PRODUCT: product.key,
    PRODUCT_NAME: PROFILE_PRODUCT_NAMES[product.key]?.[lang] ?? product.key,
    OBJECT: objectOf(contract, lang),
    PREMIUMSPAY: contract.PREMIUMSPAY > 0 ? (contract.PREMIUMSPAY_DISCOUNT ?? contract.PREMIUMSPAY) : null,
    UPDATED_AT: lastChange(contract),
    NEXT_FORM: nextForm(contract, product),
    CONTRACT: contractWire(contract) as Draft['CONTRACT'],
    STEPS: contract.steps ?? {},
    VEHICLE: vehicle ? vehicleWire(vehicle, lang) : null,
  };
}

/** The customer's unfinished purchases changed within PURCHASE_DRAFT_DAYS of `now`, the last changed first. */
export function draftsOf(customer: CustomerRecord, lang: ServerLang, now = new Date()): Draft[] {
  const since = now.getTime() - PURCHASE_DRAFT_DAYS * DAY_MS;
  return db
    .read()
    .contracts.filter((contract) => contract.customer === customer.profile.CUSTOMER && CONTINUABLE.includes(contract.status) && Date.parse(lastChange(contract)) >= since)
    .flatMap((contract) => {
      const product = productOf(contract);
      return product ? [{ contract, product }] : [];
    })
    .sort((a, b) => (lastChange(a.contract) < lastChange(b.contract) ? 1 : -1))
    .map(({ contract, product }) => draftWire(contract, product, lang));
}

const list = authorizedEndpoint({
  path: apiPathOf('purchase.drafts'),
  title: "Customer's unfinished purchases (drafts of the last 30 days)",
  resolve: ({ customer, lang }) => ok({ result: draftsOf(customer, lang) } satisfies v.InferInput<typeof purchaseDraftsSchema>),
});

/** The bank orders of a contract that a customer could still pay. */
const UNFINISHED_ORDERS = ['created', 'awaiting-3ds'] as const;

const discard = authorizedEndpoint({
  path: apiPathOf('purchase.discard-draft'),
  title: 'Discard an unfinished purchase (ID): "Start again"',
  resolve: ({ customer, fields, lang }) => {
    const id = textField(fields, 'ID');
    const contract = db.read().contracts.find((candidate) => candidate.ID === id && candidate.customer === customer.profile.CUSTOMER);
    if (!contract) return notFound(say('contractNotFound', lang));
    // Once per payload: discarding it again answers as the first time did.
    if (contract.status === 'discarded') return ok({ result: draftsOf(customer, lang) });
    if (isIssued(contract)) return badRequest({ warning: say('contractPaid', lang) });
    const orders = db.read().bankOrders.filter((order) => order.contractId === contract.ID);
    if (contract.status === 'processing' || orders.some((order) => order.status === 'processing' || order.status === 'approved')) {
      return badRequest({ warning: say('contractPaying', lang) });
    }
    // An open bank page of it (another tab, another device) can no longer take a payment.
    for (const order of orders.filter((candidate) => (UNFINISHED_ORDERS as readonly string[]).includes(candidate.status))) {
      updateBankOrder(order.orderId, { status: 'declined', responseCode: '17', description: say('orderCancelled', lang) });
    }
    updateContract(contract.ID, (stored) => {
      stored.status = 'discarded';
    });
    return ok({ result: draftsOf(customer, lang) } satisfies v.InferInput<typeof purchaseDraftsSchema>);
  },
});

export const draftEndpoints: readonly Endpoint[] = [list, discard];
