import { allSettled, fork, type EventCallable, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user } from '@/entities/session';
import {
  ApiError,
  confirmEmailChangeFx,
  confirmPhoneChangeFx,
  requestEmailChangeFx,
  requestPhoneChangeFx,
  saveCustomerLanguageFx,
  uploadAvatarFx,
} from '@/shared/api';
import { $lang, $pageAlternates, saveLanguageFx } from '@/shared/i18n';
import { $location, navigateFx } from '@/shared/routing';
import { prepareFileFx } from '@/shared/upload';
import { $avatarError, avatarChosen, avatarList, ContactGate, emailChange, languageSelected, phoneChange } from './contact';
import { anna } from '@/shared/test/customer';

const user = anna;
const sent = { sent: true, resend_after: 120, expires_in: 600 };
const warning = (fields: Record<string, string[]>) => new ApiError({ kind: 'warning', status: 400, fieldWarnings: fields, messages: Object.values(fields).flat() });

/** Fires a unit and lets the effects finish, without waiting for the 120 s countdown to end. */
async function run<T>(scope: Scope, unit: EventCallable<T>, params?: NoInfer<T>) {
  void allSettled(unit, { scope, params: params as T });
  await vi.advanceTimersByTimeAsync(20);
}

function setup(overrides: Array<[unknown, unknown]> = []) {
  const calls = {
    requestPhone: vi.fn(async (_: Record<string, string>) => sent),
    confirmPhone: vi.fn(async (params: Record<string, string>) => ({ result: { ...user, PHONE: params.PHONE }, message: 'Changed' })),
    requestEmail: vi.fn(async (_: Record<string, string>) => sent),
    confirmEmail: vi.fn(async (params: Record<string, string>) => ({ result: { ...user, EMAIL: params.EMAIL }, message: 'Changed' })),
    language: vi.fn(async (params: { lang: string }) => ({ lang: params.lang, message: 'Saved' })),
    storeLanguage: vi.fn(),
    navigate: vi.fn((..._args: unknown[]) => undefined),
  };
  const handlers = new Map<unknown, unknown>([
    [requestPhoneChangeFx, calls.requestPhone],
    [confirmPhoneChangeFx, calls.confirmPhone],
    [requestEmailChangeFx, calls.requestEmail],
    [confirmEmailChangeFx, calls.confirmEmail],
    [saveCustomerLanguageFx, calls.language],
    [saveLanguageFx, calls.storeLanguage],
    [navigateFx, calls.navigate],
    ...overrides,
  ]);
  const scope = fork({
    values: [
      [$user, user],
      [$lang, 'en'],
      [$location, { pathname: '/en/profile/3156', search: '', hash: '' }],
      [$pageAlternates, null],
    ],
    handlers: [...handlers.entries()],
  } as never);
  return { scope, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('phone change with a code', () => {
  it('new number → code (countdown 120 s, resend at 0) → confirm: the session shows the new number, the form starts afresh', async () => {
    const { scope, calls } = setup();
    await run(scope, ContactGate.open, {} as never);
    await run(scope, phoneChange.valueChanged, '77-123-456');
    await run(scope, phoneChange.requested);
    expect(calls.requestPhone).toHaveBeenCalledWith({ PHONE: '+374 (077) 123456' });
    expect(scope.getState(phoneChange.$sentTo)).toBe('+374 (077) 123456');
    expect(scope.getState(phoneChange.timer.$secondsLeft)).toBe(120);

    // Resend waits for the countdown.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(scope.getState(phoneChange.timer.$secondsLeft)).toBe(60);
    expect(scope.getState(phoneChange.timer.$canResend)).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(scope.getState(phoneChange.timer.$canResend)).toBe(true);
    await run(scope, phoneChange.resendClicked);
    expect(calls.requestPhone).toHaveBeenCalledTimes(2);
    expect(calls.requestPhone).toHaveBeenLastCalledWith({ PHONE: '+374 (077) 123456' });
    expect(scope.getState(phoneChange.timer.$secondsLeft)).toBe(120);

    await run(scope, phoneChange.codeChanged, '12 34 56');
    expect(scope.getState(phoneChange.$code)).toBe('123456');
    await run(scope, phoneChange.confirmed);
    expect(calls.confirmPhone).toHaveBeenCalledWith({ PHONE: '+374 (077) 123456', CODE: '123456' });
    expect(scope.getState($user)?.PHONE).toBe('+374 (077) 123456');
    expect(scope.getState(phoneChange.$sentTo)).toBeNull();
    expect(scope.getState(phoneChange.$value)).toBe('');
    expect(scope.getState(phoneChange.timer.$secondsLeft)).toBe(0);
    expect(scope.getState(phoneChange.timer.$isRunning)).toBe(false);
  });

  it.each([
    ['', 'required'],
    ['09-123-456', 'invalid'],
    ['91-234-567', 'same'],
  ] as const)('%j is refused here (%s), nothing is sent', async (text, problem) => {
    const { scope, calls } = setup();
    await run(scope, phoneChange.valueChanged, text);
    await run(scope, phoneChange.requested);
    expect(scope.getState(phoneChange.$errors)).toEqual({ value: { type: problem } });
    expect(calls.requestPhone).not.toHaveBeenCalled();
    // Typing clears the message.
    await run(scope, phoneChange.valueChanged, '77-1');
    expect(scope.getState(phoneChange.$errors)).toEqual({});
  });

  it("the server's refusals go under their fields: a taken number, then a wrong code", async () => {
    const { scope } = setup([
      [requestPhoneChangeFx, vi.fn().mockRejectedValueOnce(warning({ PHONE: ['This number is used by another account'] })).mockResolvedValue(sent)],
      [confirmPhoneChangeFx, vi.fn().mockRejectedValue(warning({ CODE: ['Wrong code. 4 tries left.'] }))],
    ]);
    await run(scope, phoneChange.valueChanged, '99-876-543');
    await run(scope, phoneChange.requested);
    expect(scope.getState(phoneChange.$errors)).toEqual({ value: { type: 'server', message: 'This number is used by another account' } });
    expect(scope.getState(phoneChange.$sentTo)).toBeNull();
    expect(scope.getState(phoneChange.timer.$secondsLeft)).toBe(0);

    await run(scope, phoneChange.valueChanged, '77-123-456');
    await run(scope, phoneChange.requested);
    await run(scope, phoneChange.confirmed);
    expect(scope.getState(phoneChange.$errors)).toEqual({ code: { type: 'code-required' } });
    await run(scope, phoneChange.codeChanged, '000000');
    await run(scope, phoneChange.confirmed);
    expect(scope.getState(phoneChange.$errors)).toEqual({ code: { type: 'server', message: 'Wrong code. 4 tries left.' } });
    expect(scope.getState($user)?.PHONE).toBe('+37491234567');
    expect(scope.getState(phoneChange.$sentTo)).toBe('+374 (077) 123456');
    expect(scope.getState(phoneChange.$failure)).toBeNull();
  });

  it('no connection: "Get a code" and "Confirm" say so beneath the form; the number and the code stay', async () => {
    const offline = () => new ApiError({ kind: 'network', status: 0 });
    const { scope } = setup([
      [requestPhoneChangeFx, vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue(sent)],
      [confirmPhoneChangeFx, vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue({ result: { ...user, PHONE: '+374 (077) 123456' }, message: 'Changed' })],
    ]);
    /** Pressed with no connection: said beneath the form, what was typed kept; pressed again: it goes, the notice too. */
    const offlineThenAgain = async (pressed: EventCallable<void>, kept: () => void) => {
      await run(scope, pressed);
      expect(scope.getState(phoneChange.$failure)).toBe('network');
      kept();
      await run(scope, pressed);
      expect(scope.getState(phoneChange.$failure)).toBeNull();
    };
    await run(scope, phoneChange.valueChanged, '77-123-456');
    await offlineThenAgain(phoneChange.requested, () => expect(scope.getState(phoneChange.$value)).toBe('77-123-456'));
    await run(scope, phoneChange.codeChanged, '123456');
    await offlineThenAgain(phoneChange.confirmed, () => expect(scope.getState(phoneChange.$code)).toBe('123456'));
    expect(scope.getState($user)?.PHONE).toBe('+374 (077) 123456');
  });

  it('"use another number" and leaving the screen forget the code and stop the countdown', async () => {
    const { scope } = setup();
    await run(scope, ContactGate.open, {} as never);
    await run(scope, phoneChange.valueChanged, '77-123-456');
    await run(scope, phoneChange.requested);
    await run(scope, phoneChange.cancelled);
    expect(scope.getState(phoneChange.$sentTo)).toBeNull();
    expect(scope.getState(phoneChange.$value)).toBe('77-123-456');
    expect(scope.getState(phoneChange.timer.$secondsLeft)).toBe(0);

    await run(scope, phoneChange.requested);
    await run(scope, ContactGate.close, {} as never);
    expect(scope.getState(phoneChange.$sentTo)).toBeNull();
    expect(scope.getState(phoneChange.$value)).toBe('');
    expect(scope.getState(phoneChange.timer.$isRunning)).toBe(false);
  });
});

describe('e-mail change with a code', () => {
  it('sends the address in lower case and stores the confirmed one in the session', async () => {
    const { scope, calls } = setup();
    await run(scope, emailChange.valueChanged, ' Anna.New@Example.AM ');
    await run(scope, emailChange.requested);
    expect(calls.requestEmail).toHaveBeenCalledWith({ EMAIL: 'anna.new@example.am' });
    await run(scope, emailChange.codeChanged, '654321');
    await run(scope, emailChange.confirmed);
    expect(calls.confirmEmail).toHaveBeenCalledWith({ EMAIL: 'anna.new@example.am', CODE: '654321' });
    expect(scope.getState($user)?.EMAIL).toBe('anna.new@example.am');
    // The phone's form was not touched.
    expect(calls.requestPhone).not.toHaveBeenCalled();
  });
});

describe('language', () => {
  it('saves the choice on the server (am for hy), then stores it and opens the same screen in that language', async () => {
    const { scope, calls } = setup();
    await run(scope, languageSelected, 'hy');
    expect(calls.language).toHaveBeenCalledWith({ lang: 'am' });
    expect(calls.storeLanguage).toHaveBeenCalledWith('hy');
    // navigateFx is attached to the router: its handler receives (source, params).
    expect(calls.navigate.mock.calls[0]).toEqual([null, { href: '/profile/3156' }]);
    expect(scope.getState($user)?.lang).toBe('am');
  });

  it('the language on screen is not saved again; a refusal switches nothing', async () => {
    const { scope, calls } = setup([[saveCustomerLanguageFx, vi.fn().mockRejectedValue(warning({ lang: ['Choose am, en or ru'] }))]]);
    await run(scope, languageSelected, 'en');
    expect(calls.navigate).not.toHaveBeenCalled();
    await run(scope, languageSelected, 'ru');
    expect(calls.storeLanguage).not.toHaveBeenCalled();
    expect(calls.navigate).not.toHaveBeenCalled();
  });
});

describe('avatar', () => {
  const picture = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
  const prepared = (file: File, result = file) => ({ file: result, image: null });

  it('a 6 MB phone photo is prepared first, the prepared JPEG goes as FILENAME[], and the new picture is the session\'s at once', async () => {
    const scaled = picture('me.jpg', 'image/jpeg', 400_000);
    const upload = vi.fn(async (params: { FILENAME: File[] }) => ({ result: { ...user, avatar: `data:image/jpeg;base64,${params.FILENAME.length}` }, message: 'Saved' }));
    const { scope } = setup([
      [prepareFileFx, vi.fn(async (file: File) => prepared(file, scaled))],
      [uploadAvatarFx, upload],
    ]);
    await run(scope, avatarChosen, picture('me.heic', 'image/heic', 6_000_000));
    expect(upload).toHaveBeenCalledWith({ FILENAME: [scaled] });
    expect(scope.getState($user)?.avatar).toBe('data:image/jpeg;base64,1');
    expect(scope.getState($avatarError)).toBeNull();
    // The list lets the picture go once it is sent: the next choice starts afresh.
    expect(scope.getState(avatarList.$items)).toEqual([]);
  });

  it.each([
    ['a PDF', picture('me.pdf', 'application/pdf', 10), { code: 'file-type', name: 'me.pdf' }],
    ['a GIF', picture('me.gif', 'image/gif', 10), { code: 'file-type', name: 'me.gif' }],
  ] as const)('%s is refused before anything is prepared or sent', async (_, file, problem) => {
    const upload = vi.fn();
    const prepare = vi.fn();
    const { scope } = setup([
      [prepareFileFx, prepare],
      [uploadAvatarFx, upload],
    ]);
    await run(scope, avatarChosen, file);
    expect(scope.getState($avatarError)).toEqual({ type: 'problem', problem });
    expect(prepare).not.toHaveBeenCalled();
    expect(upload).not.toHaveBeenCalled();
  });

  it('a photo the browser cannot read is named, and nothing is sent', async () => {
    const upload = vi.fn();
    const { scope } = setup([
      [prepareFileFx, vi.fn().mockRejectedValue({ code: 'undecodable' })],
      [uploadAvatarFx, upload],
    ]);
    await run(scope, avatarChosen, picture('broken.jpg', 'image/jpeg', 10));
    expect(scope.getState($avatarError)).toEqual({ type: 'problem', problem: { code: 'file-unreadable', name: 'broken.jpg' } });
    expect(upload).not.toHaveBeenCalled();
  });

  it("the server's refusal is shown, and a new choice clears it", async () => {
    const upload = vi.fn().mockRejectedValueOnce(warning({ FILENAME: ['The picture is larger than 3 MB'] }));
    upload.mockResolvedValueOnce({ result: { ...user, avatar: 'data:image/jpeg;base64,x' }, message: 'Saved' });
    const { scope } = setup([
      [prepareFileFx, vi.fn(async (file: File) => prepared(file))],
      [uploadAvatarFx, upload],
    ]);
    await run(scope, avatarChosen, picture('me.png', 'image/png', 10));
    expect(scope.getState($avatarError)).toEqual({ type: 'server', message: 'The picture is larger than 3 MB' });
    expect(scope.getState($user)?.avatar).toBeNull();
    await run(scope, avatarChosen, picture('me2.jpg', 'image/jpeg', 10));
    expect(scope.getState($avatarError)).toBeNull();
    expect(scope.getState($user)?.avatar).toBe('data:image/jpeg;base64,x');
  });
});
