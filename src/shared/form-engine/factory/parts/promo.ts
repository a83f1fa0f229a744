import { attach, createEffect, createStore, is, sample, type Effect, type Store } from 'effector';
import { checkPromoCodeFx, promoRefusalOf, type ApiError, type FieldDescriptor } from '@/shared/api';
import { prop } from '../../rules/descriptors';
import type { PromoAnswer, PromoRequest } from '../types';
import { without } from '@/shared/lib';
import { findField, type FormCore } from './core';

type PromoUnits = Pick<FormCore, 'promoCheckRequested' | 'userChanged' | '$descriptors' | '$values' | '$promo'>;

/**
 * Promo codes: a check of the typed code (with the field's referral, else the form's), its verdict on the field
 * (valid with its discount, invalid with the server's message, or failed); changing the code forgets the verdict.
 */
export function createPromo(core: PromoUnits, referral: string | Store<string | null> | undefined) {
  const $referral: Store<string | null> = is.store(referral) ? referral : createStore(referral ?? null, { serialize: 'ignore' });
  const { promoCheckRequested, userChanged, $descriptors, $values, $promo } = core;

  const promoCallFx = attach({ effect: checkPromoCodeFx });
  const checkPromoFx: Effect<PromoRequest, PromoAnswer, ApiError> = createEffect<PromoRequest, PromoAnswer, ApiError>(async (request) => {
    const answer = await promoCallFx({ REFERRAL: request.REFERRAL, CODE: request.CODE });
    return { name: request.name, code: request.CODE, valid: answer.valid, discount: answer.discount, message: answer.message ?? null };
  });

  sample({
    clock: promoCheckRequested,
    source: { descriptors: $descriptors, values: $values, referral: $referral },
    filter: ({ descriptors, values }, name) => Boolean(findField(descriptors, name)) && typeof values[name] === 'string' && (values[name] as string).trim() !== '',
    fn: ({ descriptors, values, referral: fallback }, name): PromoRequest => ({
      name,
      REFERRAL: prop<string>(findField(descriptors, name) as FieldDescriptor, 'referral') ?? fallback ?? '',
      CODE: (values[name] as string).trim(),
    }),
    target: checkPromoFx,
  });
  $promo
    .on(checkPromoFx, (promo, request) => ({ ...promo, [request.name]: { status: 'checking', code: request.CODE, discount: null, message: null } }))
    .on(checkPromoFx.doneData, (promo, answer) => ({
      ...promo,
      [answer.name]: { status: answer.valid ? 'valid' : 'invalid', code: answer.code, discount: answer.discount, message: answer.message },
    }))
    .on(checkPromoFx.fail, (promo, { params, error }) => {
      const refusal = promoRefusalOf(error);
      return {
        ...promo,
        [params.name]:
          refusal !== null
            ? { status: 'invalid', code: params.CODE, discount: null, message: refusal || null }
            : { status: 'failed', code: params.CODE, discount: null, message: null },
      };
    })
    .on(userChanged, (promo, { name }) => without(promo, name));

  return { checkPromoFx };
}
