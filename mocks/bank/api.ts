import { config } from '@/shared/config';
import type { BankOrderStatus } from '../db/types';
import type { CardType } from '../domains/bank/cards';
import type { BankLang } from './texts';

/**
 * The bank page's calls to its own endpoints (mocks/domains/bank/handlers.ts). Plain fetch, not the insurer's
 * transport: no token, no session handling; the bank is another company. The simulator answers them under the
 * application client's base URL (docs/purchase-api.md).
 */

export interface OrderSummary {
  orderId: string;
  amount: number;
  merchant: string;
  description: string;
  status: BankOrderStatus;
  /** Charged for a foreign card (set once a card is submitted). */
  commission: number;
  commissionPercent: number;
  savedCard?: { maskedPan: string; cardType: CardType; expiry: string };
  /** A finished order: its outcome and the way back to the merchant. */
  result?: { responseCode: string | null; description: string | null; returnUrl: string };
}

export type BankAnswer<T> =
  | { kind: 'ok'; body: T }
  | { kind: 'fields'; warnings: Record<string, string> }
  | { kind: 'warning'; message: string }
  | { kind: 'not-found' }
  | { kind: 'failed' };

export type NextStep = { next: 'return'; returnUrl: string } | { next: '3ds' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first message of each `warning_d` field (the page shows one message per field). */
function firstMessages(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const messages: Record<string, string> = {};
  for (const [field, list] of Object.entries(value)) {
    const first: unknown = Array.isArray(list) ? list[0] : list;
    if (typeof first === 'string') messages[field] = first;
  }
  return messages;
}

export async function callBank<T>(path: string, body: Record<string, string>, lang: BankLang): Promise<BankAnswer<T>> {
  let response: Response;
  let payload: unknown = null;
  try {
    response = await fetch(`${config.applicationApiUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Language: lang },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    payload = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return { kind: 'failed' };
  }
  if (response.ok) return { kind: 'ok', body: payload as T };
  if (response.status === 404) return { kind: 'not-found' };
  if (response.status === 400 && isRecord(payload)) {
    const warnings = firstMessages(payload.warning_d);
    if (Object.keys(warnings).length > 0) return { kind: 'fields', warnings };
    const message = [payload.warning, payload.detail, payload.front_warning, payload.error].find((item) => typeof item === 'string');
    if (typeof message === 'string') return { kind: 'warning', message };
  }
  return { kind: 'failed' };
}
