import { createCall } from '../create-call';
import { filePdfPath } from '../interface/paths';
import {
  approveSchema,
  confirmSchema,
  contractAnswerSchema,
  messageSchema,
  paymentRecordSchema,
  priceSchema,
  vehicleAnswerSchema,
} from './schemas';
import { SAVED_CARDS_PATH } from './card-calls';
import { apiPathOf } from '@/shared/config/api-table';

/**
 * The purchase flow's calls (customer-portal.md §7 "Payment", "Product steps", "Cards"). Paths the spec does
 * not show are ours (docs/purchase-api.md). Payloads are the step's form values (wire format) plus BROKER.
 * The step calls are `silent`: their errors stand beneath the form and under its fields (spec §8), not in a dialog;
 * a 401 still ends the session.
 */
type Values = Record<string, unknown>;

export const PURCHASE_PATHS = {
  appaFindVehicle: '/product/appa/find-vehicle',
  appaCreate: '/product/appa/create-object',
  appaUpdate: apiPathOf('appa.update-object'),
  travelSetCustomer: '/product/travel/set-customer',
  travelCreate: '/product/travel/create-object',
  price: '/mobile/aswa/show-contract-price/',
  approve: '/payment/make',
  confirm: apiPathOf('payment.confirm'),
  appaRecordPayment: '/mobile/aswa/set-contract-payment/',
  travelRecordPayment: '/mobile/travel/set-contract-payment/',
  travelSendContract: '/mobile/travel/send-contract/',
  cards: SAVED_CARDS_PATH,
} as const;

export const findVehicleFx = createCall<typeof vehicleAnswerSchema, Values>({ client: 'application', idempotent: 'read', path: PURCHASE_PATHS.appaFindVehicle, silent: true, schema: vehicleAnswerSchema });
export const createAppaContractFx = createCall<typeof contractAnswerSchema, Values>({ client: 'application', path: PURCHASE_PATHS.appaCreate, silent: true, schema: contractAnswerSchema });
export const updateAppaContractFx = createCall<typeof contractAnswerSchema, Values>({ client: 'application', path: PURCHASE_PATHS.appaUpdate, silent: true, schema: contractAnswerSchema });
export const setTravelCustomerFx = createCall<typeof contractAnswerSchema, Values>({ client: 'application', path: PURCHASE_PATHS.travelSetCustomer, silent: true, schema: contractAnswerSchema });
export const createTravelContractFx = createCall<typeof contractAnswerSchema, Values>({ client: 'application', path: PURCHASE_PATHS.travelCreate, silent: true, schema: contractAnswerSchema });

/** The price of a contract, with the promo code's discount when CODE is given. */
export const fetchContractPriceFx = createCall<typeof priceSchema, { ID: string; CODE?: string }>({ client: 'application', idempotent: 'payment.price', path: PURCHASE_PATHS.price, schema: priceSchema });

export interface ApprovePayload {
  [key: string]: unknown;
  order_id: string;
  id: string;
  card_id?: string;
  save_card: 0 | 1;
  referral: string;
  CODE?: string;
  BROKER?: string;
  /** The session's IP and country (ours; docs/decisions/session-client-info.md). */
  CLIENT_IP?: string;
  CLIENT_COUNTRY?: string;
}
/** /payment/make: approve the contract; answers the bank page's payUrl. */
export const approveContractFx = createCall<typeof approveSchema, ApprovePayload>({ client: 'application', idempotent: 'payment.make', path: PURCHASE_PATHS.approve, silent: true, schema: approveSchema });
/** A free contract (IS_FREE) is confirmed instead of paid. */
export const confirmContractFx = createCall<typeof confirmSchema, { id: string; referral: string; BROKER?: string }>({ client: 'application', idempotent: 'payment.confirm', path: PURCHASE_PATHS.confirm, silent: true, schema: confirmSchema });

export interface RecordPaymentPayload {
  [key: string]: unknown;
  contract_id: string;
  order_id: string;
  payment_id: string;
  response_code: string;
  description: string;
  savecc: string;
}
/** Records the bank's return with the backend, which checks it with the bank: the status it answers is the truth. */
export const recordAppaPaymentFx = createCall<typeof paymentRecordSchema, RecordPaymentPayload>({ client: 'application', idempotent: 'payment.record', path: PURCHASE_PATHS.appaRecordPayment, schema: paymentRecordSchema });
export const recordTravelPaymentFx = createCall<typeof paymentRecordSchema, RecordPaymentPayload>({ client: 'application', idempotent: 'payment.record', path: PURCHASE_PATHS.travelRecordPayment, schema: paymentRecordSchema });
/** Mails the travel contract to the customer. */
export const sendTravelContractFx = createCall<typeof messageSchema, { SGUID: string; CUSTOMER_DOCUMNET: string; OWNER_DOCUMNET: string }>({
  client: 'application', idempotent: 'travel.send-contract',
  path: PURCHASE_PATHS.travelSendContract,
  schema: messageSchema,
});

/** The contract's PDF (GET /files/pdf/{id}), for a link the browser opens. */
export const contractPdfPath = (id: string) => filePdfPath(id);
