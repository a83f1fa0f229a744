import * as v from 'valibot';
import { customerSchema } from '../application/schemas';

/** Answers of registration and password recovery (customer-portal.md §2, §7 Login). */
const flag = v.pipe(v.union([v.number(), v.boolean(), v.string()]), v.transform((value: number | boolean | string) => value === true || Number(value) === 1));

export const VERIFIED_BY = ['email', 'phone', 'soc'] as const;
export type VerifiedBy = (typeof VERIFIED_BY)[number];

/** /mobile/login/verification/send/: a code went out (or, for recovery, would have if the address is known). */
export const codeSentSchema = v.looseObject({
  sent: flag,
  resend_after: v.optional(v.number(), 120),
  expires_in: v.optional(v.number(), 600),
});

/** A registration step that checked who the customer is: the registration's id and whether the register matched. */
export const identityStepSchema = v.looseObject({
  registration: v.string(),
  matched: flag,
  verified: v.optional(v.nullable(v.picklist(VERIFIED_BY)), null),
});

/** The account exists: the session (as a sign-in answers) and how the identity was verified. */
export const accountCreatedSchema = v.looseObject({
  token: v.string(),
  user: customerSchema,
  verified: v.optional(v.nullable(v.picklist(VERIFIED_BY)), null),
});

/** The identity documents were received (reviewed within 1 working day). */
export const documentsSentSchema = v.looseObject({
  result: v.string(),
  message: v.optional(v.string(), ''),
});

/** A recovery code was confirmed: the permission to set a new password. */
export const recoveryCodeSchema = v.looseObject({ reset: v.string() });

/** The new password is set and the customer is signed in. */
export const passwordResetSchema = v.looseObject({ token: v.string(), user: customerSchema });

export type CodeSent = v.InferOutput<typeof codeSentSchema>;
export type IdentityStep = v.InferOutput<typeof identityStepSchema>;
export type AccountCreated = v.InferOutput<typeof accountCreatedSchema>;
export type DocumentsSent = v.InferOutput<typeof documentsSentSchema>;

/**
 * `/mobile/identity/get-status` (ours; docs/decisions/identity-documents-later.md): where the signed-in customer's
 * identity stands. `unverified`: no match at registration and no documents yet (or the documents were refused:
 * `rejected` with the REASON); `review`: documents sent, reviewed within 1 working day; `verified`.
 */
export const IDENTITY_STATUSES = ['unverified', 'review', 'verified', 'rejected'] as const;
export const identityStatusSchema = v.looseObject({
  result: v.looseObject({
    STATUS: v.picklist(IDENTITY_STATUSES),
    DOCUMENT_TYPE: v.optional(v.nullable(v.string()), null),
    SENT_AT: v.optional(v.nullable(v.string()), null),
    REVIEWED_AT: v.optional(v.nullable(v.string()), null),
    REASON: v.optional(v.nullable(v.string()), null),
  }),
});
export type IdentityStatus = v.InferOutput<typeof identityStatusSchema>['result'];
