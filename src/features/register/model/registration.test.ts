import { allSettled, fork, type EventCallable, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $isAuthorized } from '@/entities/session';
import {
  ApiError,
  checkSocialCardFx,
  createAccountFx,
  sendCodeFx,
  sendDocumentsFx,
  uploadFileFx,
  verifySignupCodeFx,
  type Customer,
} from '@/shared/api';
import { languageDetected } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import { navigations } from '@/shared/test/navigations';
import * as model from './registration';

const user: Customer = {
  CUSTOMER: '1023',
  user_id: '523',
  EMAIL: 'armen.grigoryan@example.am',
  PHONE: '+37491111222',
  lang: 'en',
  fullname_hy: 'Արմեն Գրիգորյան',
  fullname_en: 'Armen Grigoryan',
  fullname_ru: 'Армен Григорян',
  UID: '3456789012',
  avatar: null,
};
const sent = { sent: true, resend_after: 120, expires_in: 600 };
const warning = (fields: Record<string, string[]>) => new ApiError({ kind: 'warning', status: 400, fieldWarnings: fields, messages: Object.values(fields).flat() });

/** uploadFileFx is an attached effect: a mocked handler gets (source, the mapped call). */
type UploadCall = { path: string; payload: { id: string; file: File; data: string } };
const unwrap = ({ payload }: UploadCall) => ({ id: payload.id, file: payload.file, kind: (JSON.parse(payload.data) as { kind: string }).kind });

/** Fires a unit and lets the (async) effects finish, without waiting for the 120 s countdown to end. */
async function run<T>(scope: Scope, unit: EventCallable<T>, params?: NoInfer<T>) {
  void allSettled(unit, { scope, params: params as T });
  await vi.advanceTimersByTimeAsync(20);
}

function setup(overrides: Array<[unknown, unknown]> = []) {
  const calls = {
    send: vi.fn(async () => sent),
    verify: vi.fn(async (params: { STEP: string }) =>
      params.STEP === 'email-code' ? { registration: 'reg-1', matched: true, verified: 'email' as const } : { registration: 'reg-1', matched: true, verified: 'phone' as const },
    ),
    soc: vi.fn(async () => ({ registration: 'reg-1', matched: true, verified: 'soc' as const })),
    account: vi.fn(async () => ({ token: 'tok', user, verified: 'email' as const })),
    upload: vi.fn(async (_: unknown, call: UploadCall) => {
      const { id, file, kind } = unwrap(call);
      return { data: { id: `up-${kind}-${file.name}`, owner: id, kind, name: file.name, type: file.type, size: file.size, file: '/f' } };
    }),
    documents: vi.fn(async () => ({ result: 'review', message: 'Documents received.' })),
    navigate: vi.fn(),
  };
  const handlers = new Map<unknown, unknown>([
    [sendCodeFx, calls.send],
    [verifySignupCodeFx, calls.verify],
    [checkSocialCardFx, calls.soc],
    [createAccountFx, calls.account],
    [uploadFileFx, calls.upload],
    [sendDocumentsFx, calls.documents],
    [navigateFx, calls.navigate],
    ...overrides,
  ]);
  const scope = fork({ handlers: [...handlers.entries()] as never });
  return { scope, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('registration chain', () => {
  it('e-mail matched: code → password → signed in → the document type opens its upload screen', async () => {
    const { scope, calls } = setup();
    await run(scope, languageDetected, 'en');
    await run(scope, model.emailChanged, ' Armen.Grigoryan@example.am ');
    await run(scope, model.emailSubmitted);
    expect(calls.send).toHaveBeenCalledWith({ PURPOSE: 'signup', CHANNEL: 'email', EMAIL: 'Armen.Grigoryan@example.am' });
    expect(scope.getState(model.timer.$secondsLeft)).toBe(120);

    await run(scope, model.codeChanged, '12a3456');
    expect(scope.getState(model.$code)).toBe('123456');
    await run(scope, model.codeSubmitted);
    expect(calls.verify).toHaveBeenCalledWith({ STEP: 'email-code', EMAIL: 'Armen.Grigoryan@example.am', CODE: '123456' });
    expect(scope.getState(model.$verified)).toBe('email');

    await run(scope, model.passwordChanged, 'Ararat2027#');
    await run(scope, model.passwordConfirmChanged, 'Ararat2027#');
    await run(scope, model.passwordSubmitted);
    expect(calls.account).toHaveBeenCalledWith(expect.objectContaining({ STEP: 'password', REGISTRATION: 'reg-1', PASSWORD: 'Ararat2027#', FIRSTNAME: undefined }));
    expect(scope.getState($isAuthorized)).toBe(true);

    await run(scope, model.documentTypeChosen, 'idCard');
    expect(navigations(calls.navigate)).toEqual([
      { href: '/en/register/code' },
      { href: '/en/register/password' },
      { href: '/en/register/identification', replace: true },
      { href: '/en/register/personalData/idCard' },
    ]);
    // The documents are the send-identity-documents feature's (its model test); leaving the flow forgets it.
    await run(scope, model.registrationLeft);
    expect(scope.getState(model.$registration)).toBeNull();
  });

  it('counts the presses and refusals that leave a field in error (the step’s form focuses it), not the typing', async () => {
    const send = vi.fn().mockRejectedValueOnce(warning({ EMAIL: ['This e-mail cannot be used'] })).mockResolvedValue(sent);
    const { scope } = setup([[sendCodeFx, send]]);
    await run(scope, languageDetected, 'en');
    await run(scope, model.emailSubmitted);
    expect(scope.getState(model.$errorsRaised)).toBe(1);
    await run(scope, model.emailChanged, 'armen@example.am');
    expect(scope.getState(model.$errorsRaised)).toBe(1);
    await run(scope, model.emailSubmitted);
    expect(scope.getState(model.$errors)).toHaveProperty('EMAIL');
    expect(scope.getState(model.$errorsRaised)).toBe(2);
    await run(scope, model.emailSubmitted);
    expect(scope.getState(model.$errors)).toEqual({});
    expect(scope.getState(model.$errorsRaised)).toBe(2);
  });

  it('falls back to the phone, then the social card; an unmatched card asks for the name', async () => {
    const verify = vi.fn(async (_: unknown) => ({ registration: 'reg-2', matched: false, verified: null }));
    const { scope, calls } = setup([
      [verifySignupCodeFx, verify],
      [checkSocialCardFx, vi.fn(async () => ({ registration: 'reg-2', matched: false, verified: null }))],
    ]);
    await run(scope, languageDetected, 'ru');
    await run(scope, model.emailChanged, 'new@example.am');
    await run(scope, model.emailSubmitted);
    await run(scope, model.codeChanged, '111111');
    await run(scope, model.codeSubmitted);
    await run(scope, model.phoneSubmitted);
    expect(scope.getState(model.$errors)).toEqual({ PHONE: { type: 'required' } });
    await run(scope, model.phoneChanged, '01-234-567');
    await run(scope, model.phoneSubmitted);
    expect(scope.getState(model.$errors)).toEqual({ PHONE: { type: 'invalid' } });
    await run(scope, model.phoneChanged, '93-333-444');
    await run(scope, model.phoneSubmitted);
    expect(calls.send).toHaveBeenLastCalledWith({ PURPOSE: 'signup', CHANNEL: 'sms', PHONE: '+374 (093) 333444', REGISTRATION: 'reg-2' });
    await run(scope, model.codeChanged, '222222');
    await run(scope, model.phoneCodeSubmitted);
    expect(verify).toHaveBeenLastCalledWith({ STEP: 'phone-code', PHONE: '+374 (093) 333444', REGISTRATION: 'reg-2', CODE: '222222' });
    await run(scope, model.ssnChanged, '12345');
    await run(scope, model.ssnSubmitted);
    expect(scope.getState(model.$errors)).toEqual({ SSN: { type: 'invalid' } });
    await run(scope, model.ssnChanged, '9876543210');
    await run(scope, model.ssnSubmitted);
    expect(scope.getState(model.$identityFailed)).toBe(true);

    await run(scope, model.passwordChanged, 'Ararat2027#');
    await run(scope, model.passwordConfirmChanged, 'Ararat2027$');
    await run(scope, model.passwordSubmitted);
    expect(scope.getState(model.$errors)).toEqual({ PASSWORD_CONFIRM: { type: 'mismatch' }, FIRSTNAME: { type: 'required' }, LASTNAME: { type: 'required' } });
    expect(calls.account).not.toHaveBeenCalled();
    expect(navigations(calls.navigate)).toEqual([
      { href: '/ru/register/code' },
      { href: '/ru/register/phone' },
      { href: '/ru/register/phone/code' },
      { href: '/ru/register/soc' },
      { href: '/ru/register/password' },
    ]);
  });

  it('a wrong code: the server message under the field; typing clears it', async () => {
    const { scope } = setup([[verifySignupCodeFx, vi.fn(async () => Promise.reject(warning({ CODE: ['Wrong code. 4 tries left.'] })))]]);
    await run(scope, model.emailChanged, 'a@example.am');
    await run(scope, model.emailSubmitted);
    await run(scope, model.codeChanged, '000000');
    await run(scope, model.codeSubmitted);
    expect(scope.getState(model.$errors)).toEqual({ CODE: { type: 'server', message: 'Wrong code. 4 tries left.' } });
    await run(scope, model.codeChanged, '00000');
    expect(scope.getState(model.$errors)).toEqual({});
  });

  it('one code flow, two channels: resend repeats the SMS; "Use another number" goes back to the e-mail; the e-mail screen confirms the e-mail', async () => {
    const verify = vi.fn(async (_: unknown) => ({ registration: 'reg-3', matched: false, verified: null }));
    const { scope, calls } = setup([[verifySignupCodeFx, verify]]);
    await run(scope, languageDetected, 'en');
    await run(scope, model.emailChanged, 'b@example.am');
    await run(scope, model.emailSubmitted);
    await run(scope, model.codeChanged, '111111');
    await run(scope, model.codeSubmitted);
    await run(scope, model.phoneChanged, '93-333-444');
    await run(scope, model.phoneSubmitted);
    expect(scope.getState(model.$code)).toBe('');
    expect(scope.getState(model.$phoneSent)).toBe('+374 (093) 333444');
    await vi.advanceTimersByTimeAsync(120_000);
    await run(scope, model.resendClicked);
    expect(calls.send).toHaveBeenLastCalledWith({ PURPOSE: 'signup', CHANNEL: 'sms', PHONE: '+374 (093) 333444', REGISTRATION: 'reg-3' });

    await run(scope, model.phoneChangeAsked);
    expect(scope.getState(model.$phoneSent)).toBeNull();
    expect(scope.getState(model.$progress).phoneSent).toBe(false);
    await vi.advanceTimersByTimeAsync(120_000);
    await run(scope, model.resendClicked);
    expect(calls.send).toHaveBeenLastCalledWith({ PURPOSE: 'signup', CHANNEL: 'email', EMAIL: 'b@example.am' });

    await run(scope, model.phoneChanged, '94-444-555');
    await run(scope, model.phoneSubmitted);
    // Back on the e-mail code screen (browser history) after the SMS went out: its "Confirm" checks the e-mail code.
    await run(scope, model.codeChanged, '333333');
    await run(scope, model.codeSubmitted);
    expect(verify).toHaveBeenLastCalledWith({ STEP: 'email-code', EMAIL: 'b@example.am', CODE: '333333' });
    // "Send again" on the SMS screen still repeats the SMS.
    await vi.advanceTimersByTimeAsync(120_000);
    await run(scope, model.resendClicked);
    expect(calls.send).toHaveBeenLastCalledWith({ PURPOSE: 'signup', CHANNEL: 'sms', PHONE: '+374 (094) 444555', REGISTRATION: 'reg-3' });
    await run(scope, model.codeChanged, '444444');
    await run(scope, model.phoneCodeSubmitted);
    expect(verify).toHaveBeenLastCalledWith({ STEP: 'phone-code', PHONE: '+374 (094) 444555', REGISTRATION: 'reg-3', CODE: '444444' });
  });

  it('resend: refused while the countdown runs, sent at 0, and the countdown starts again', async () => {
    const { scope, calls } = setup();
    await run(scope, model.emailChanged, 'a@example.am');
    await run(scope, model.emailSubmitted);
    await run(scope, model.resendClicked);
    expect(calls.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(119_000);
    await run(scope, model.resendClicked);
    expect(calls.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(scope.getState(model.timer.$canResend)).toBe(true);
    await run(scope, model.resendClicked);
    expect(calls.send).toHaveBeenCalledTimes(2);
    expect(scope.getState(model.timer.$secondsLeft)).toBe(120);
  });
});
