import type * as v from 'valibot';
import type { promoResultSchema } from '@/shared/api/interface/schemas';
import { db } from '../../db';
import { publicEndpoint, type Endpoint } from '../../lib/endpoint';
import { fieldWarnings, ok, textField } from '../../lib/respond';
import { say } from '../interface/messages';

/**
 * /promo-code/checker (REFERRAL, CODE): codes are stored per product category in the db (domains/promo/codes.ts).
 * Valid → 200 `{ valid: 1, discount }` (no `message`: the form shows the result in place, not as a toast);
 * empty, unknown or expired → 400 `warning_d.CODE`; no product → 400 `warning_d.REFERRAL`.
 */
const checker = publicEndpoint({
  client: 'application',
  path: '/promo-code/checker',
  title: 'Promo code check (REFERRAL, CODE)',
  warningFields: ['CODE', 'REFERRAL'],
  resolve: ({ fields, lang }) => {
    const code = textField(fields, 'CODE').toUpperCase();
    const referral = textField(fields, 'REFERRAL');
    if (!code) return fieldWarnings({ CODE: [say('promoRequired', lang)] });
    if (!referral) return fieldWarnings({ REFERRAL: [say('promoUnknownProduct', lang)] });
    const record = db.read().promoCodes.find((candidate) => candidate.referral === referral && candidate.code === code);
    if (!record) return fieldWarnings({ CODE: [say('promoUnknown', lang)] });
    if (!record.active) return fieldWarnings({ CODE: [say('promoExpired', lang)] });
    return ok({ valid: 1, discount: record.discount, code, referral } satisfies v.InferInput<typeof promoResultSchema>);
  },
});

export const promoEndpoints: readonly Endpoint[] = [checker];
