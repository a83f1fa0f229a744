import { createCall } from '../create-call';
import type { captchaSchema, signInSchema } from './schemas';

/**
 * The sign-in page's calls: their own module so that the shell's first render does not carry them (bench:size).
 * Their schemas share the shell's lazily loaded schema chunk.
 */
const schemas = () => import(/* webpackChunkName: "shell-schemas" */ './schemas');

export interface SignInPayload {
  [key: string]: unknown;
  LOGIN: string;
  PASSWORD: string;
  CAPTCHA_ID?: string;
  CAPTCHA_ANSWER?: string;
}

/** /mobile/login/customer-signin/: personal ID (social card number) or e-mail, and password. */
export const signInFx = createCall<typeof signInSchema, SignInPayload>({
  client: 'application',
  path: '/mobile/login/customer-signin/',
  schema: () => schemas().then((m) => m.signInSchema),
  shownFields: ['LOGIN', 'PASSWORD', 'CAPTCHA_ANSWER'],
});

const captchaCall = {
  client: 'application',
  idempotent: 'read',
  path: '/mobile/login/i_am_a_not_robot/',
  schema: () => schemas().then((m) => m.captchaSchema),
} as const;

/** /mobile/login/i_am_a_not_robot/: says whether this login must answer a challenge first. */
export const captchaFx = createCall<typeof captchaSchema, { LOGIN: string }>(captchaCall);

/**
 * The same question asked ahead, while the form is still being filled in (features/sign-in): silent, since a press
 * asks again and shows what fails then (docs/decisions/sign-in-captcha.md).
 */
export const captchaAheadFx = createCall<typeof captchaSchema, { LOGIN: string }>({ ...captchaCall, silent: true });
