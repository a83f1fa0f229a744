import type * as v from 'valibot';
import type { promoResultSchema } from '@/shared/api/interface/schemas';
import { publicEndpoint, type Endpoint } from '../../lib/endpoint';
import { fieldWarnings, ok, textField } from '../../lib/respond';
import { say } from '../interface/messages';
import { findPromo } from '../purchase/pricing';

/**
 * /promo-code/checker (REFERRAL, CODE): codes are stored per product category in the db (domains/promo/codes.ts).
 * Valid → 200 `{ valid: 1, discount }` (no `message`: the form shows the result in place, not as a toast);
 * empty, unknown, expired or another product's → 400 `warning_d.CODE` (each its own words); no product → 400
 * `warning_d.REFERRAL`. The lookup is the purchase domain's `findPromo`, which the price and the payment use too.
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
    const found = findPromo(referral, code);
    if (!found.ok) return fieldWarnings({ CODE: [say(found.reason, lang)] });
    return ok({ valid: 1, discount: found.code.discount, code, referral } satisfies v.InferInput<typeof promoResultSchema>);
  },
});

export const promoEndpoints: readonly Endpoint[] = [checker];
