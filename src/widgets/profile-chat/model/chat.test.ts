import { allSettled, fork, type EventCallable, type Scope } from 'effector';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user } from '@/entities/session';
import {
  ApiError,
  createChatRoomFx,
  createChatUserFx,
  fetchChatMessagesFx,
  fetchChatRoomsFx,
  fetchChatStaffFx,
  sendChatMessageFx,
  type ChatMessage,
  type ChatRoom,
  type ChatSendPayload,
} from '@/shared/api';
import { $lang } from '@/shared/i18n';
import { $location, navigateFx } from '@/shared/routing';
import { preloadPreparation, prepareFileFx } from '@/shared/upload';
import { $attachmentItems, $attachProblems, $attachments, $canSend, $draft, $messages, $outbox, $rooms, $roomState, $staff, ChatGate, draftChanged, editedAgain, filesChosen, messageSubmitted, POLL_MS, retried, staffPicked } from './chat';

const ROOM: ChatRoom = { ID: 'room-1', STAFF_ID: 'st-1', STAFF_NAME: 'Lilit Sargsyan', STAFF_ROLE: 'Claims specialist', CREATED: '2026-10-20T08:12:00Z', LAST_TEXT: null, LAST_AT: null, UNREAD: 0, PENDING: false };
const message = (id: number, author: ChatMessage['AUTHOR'], text: string, clientId: string | null = null): ChatMessage => ({
  ID: String(id),
  ROOM_ID: 'room-1',
  AUTHOR: author,
  AUTHOR_NAME: author === 'staff' ? 'Lilit Sargsyan' : '',
  TEXT: text,
  CREATED: '2026-11-25T10:00:00Z',
  FILES: [],
  CLIENT_ID: clientId,
  READ: true,
});
const serverError = () => new ApiError({ kind: 'server-error', status: 500, messages: ['[Simulator] error'] });

/** Fires a unit and lets the effects finish, without waiting for the polling to end (it never does while open). */
async function run<T>(scope: Scope, unit: EventCallable<T>, params?: NoInfer<T>) {
  void allSettled(unit, { scope, params: params as T });
  await vi.advanceTimersByTimeAsync(10);
}

function setup(
  pathname = '/en/profile/c/room-1',
  server: { messages?: (params: { ROOM_ID: string; AFTER_ID?: string }) => Promise<unknown>; prepare?: (file: File) => Promise<unknown> } = {},
) {
  const calls = {
    user: vi.fn(async (_: { CUSTOMER: string }) => ({ result: { CHAT_USER_ID: 'cu-1001', CUSTOMER: '1001', CREATED: false } })),
    staff: vi.fn(async () => ({ result: [{ ID: 'st-1', NAME: 'Lilit Sargsyan', ROLE: 'Claims specialist', AVATAR: null, ONLINE: true }, { ID: 'st-2', NAME: 'Aram Petrosyan', ROLE: 'Customer service', AVATAR: null, ONLINE: true }] })),
    rooms: vi.fn(async () => ({ result: [ROOM] })),
    messages: vi.fn(server.messages ?? (async (params: { ROOM_ID: string; AFTER_ID?: string }) => ({ result: params.AFTER_ID ? [] : [message(1, 'customer', 'Hello')], room: ROOM }))),
    send: vi.fn(async (payload: ChatSendPayload) => ({ result: message(5, 'customer', payload.TEXT, payload.CLIENT_ID) })),
    createRoom: vi.fn(async (params: { STAFF_ID: string }) => ({ result: { ...ROOM, ID: 'room-2', STAFF_ID: params.STAFF_ID } })),
    navigate: vi.fn((..._args: unknown[]) => undefined),
  };
  const scope = fork({
    values: [
      [$user, { CUSTOMER: '1001' }],
      [$lang, 'en'],
      [$location, { pathname, search: '', hash: '' }],
    ],
    handlers: [
      [createChatUserFx, calls.user],
      [fetchChatStaffFx, calls.staff],
      [fetchChatRoomsFx, calls.rooms],
      [fetchChatMessagesFx, calls.messages],
      [sendChatMessageFx, calls.send],
      [createChatRoomFx, calls.createRoom],
      [navigateFx, calls.navigate],
      ...(server.prepare ? [[prepareFileFx, server.prepare]] : []),
    ],
  } as never);
  return { scope, calls };
}

// The preparation's code loads on first use (list/prepare.ts); fake timers would not wait for its import.
beforeAll(() => preloadPreparation());
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('chat model', () => {
  it("opening the screen makes sure of the customer's chat user, loads staff and rooms, and the room of the address", async () => {
    const { scope, calls } = setup();
    await run(scope, ChatGate.open, {} as never);
    expect(calls.user).toHaveBeenCalledWith({ CUSTOMER: '1001' });
    expect(scope.getState($staff)).toHaveLength(2);
    expect(scope.getState($rooms)).toEqual([ROOM]);
    expect(calls.messages).toHaveBeenCalledWith({ ROOM_ID: 'room-1' });
    expect(scope.getState($roomState)).toBe('ready');
    expect(scope.getState($messages).map((item) => item.TEXT)).toEqual(['Hello']);
    await run(scope, ChatGate.close, {} as never);
  });

  it('an unknown room is "missing" (not-found inside the frame)', async () => {
    const { scope } = setup('/en/profile/c/nope', { messages: async () => Promise.reject(new ApiError({ kind: 'other', status: 404, messages: ['Conversation not found'] })) });
    await run(scope, ChatGate.open, {} as never);
    expect(scope.getState($roomState)).toBe('missing');
    await run(scope, ChatGate.close, {} as never);
  });

  it('picking staff: a new room is requested and opened; the one already held is opened without a request', async () => {
    const { scope, calls } = setup('/en/profile/c');
    await run(scope, ChatGate.open, {} as never);
    await run(scope, staffPicked, 'st-2');
    expect(calls.createRoom).toHaveBeenCalledWith({ STAFF_ID: 'st-2' });
    expect(calls.navigate.mock.calls.at(-1)?.[1]).toEqual({ href: '/en/profile/c/room-2' });
    expect(scope.getState($rooms)?.map((room) => room.ID)).toEqual(['room-2', 'room-1']);
    await run(scope, staffPicked, 'st-1');
    expect(calls.createRoom).toHaveBeenCalledTimes(1);
    expect(calls.navigate.mock.calls.at(-1)?.[1]).toEqual({ href: '/en/profile/c/room-1' });
    await run(scope, ChatGate.close, {} as never);
  });

  it('send → "sending" until the server answers → the stored message; the composer is empty at once', async () => {
    const { scope, calls } = setup();
    let answer: (value: unknown) => void = () => undefined;
    calls.send.mockImplementationOnce(
      (payload: ChatSendPayload) =>
        new Promise((resolve) => {
          answer = () => resolve({ result: message(5, 'customer', payload.TEXT, payload.CLIENT_ID) });
        }),
    );
    await run(scope, ChatGate.open, {} as never);
    await run(scope, draftChanged, '  Where is my claim?  ');
    const pdf = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });
    await run(scope, filesChosen, [pdf, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })]);
    expect(scope.getState($attachments)).toEqual([pdf]);
    expect(scope.getState($attachProblems)).toEqual([{ code: 'file-type', name: 'setup.exe' }]);
    await run(scope, messageSubmitted);
    const [pending] = scope.getState($outbox);
    expect(pending).toMatchObject({ status: 'sending', text: '  Where is my claim?  ', files: [pdf], roomId: 'room-1' });
    expect(scope.getState($draft)).toBe('');
    expect(scope.getState($attachments)).toEqual([]);
    expect(calls.send).toHaveBeenCalledWith({ ROOM_ID: 'room-1', TEXT: 'Where is my claim?', CLIENT_ID: pending?.clientId, FILES: [pdf] });
    answer(null);
    await vi.advanceTimersByTimeAsync(10);
    expect(scope.getState($outbox)).toEqual([]);
    expect(scope.getState($messages).map((item) => [item.ID, item.TEXT])).toEqual([
      ['1', 'Hello'],
      ['5', 'Where is my claim?'],
    ]);
    await run(scope, ChatGate.close, {} as never);
  });

  it('a phone photo is prepared before it may go: Send waits while it is prepared, the prepared JPEG is what is sent, and a failed message taken back keeps it', async () => {
    const phone = new File([new Uint8Array(6_000_000)], 'IMG_0001.HEIC', { type: 'image/heic' });
    const jpeg = new File([new Uint8Array(500_000)], 'IMG_0001.jpg', { type: 'image/jpeg' });
    let finish: () => void = () => undefined;
    const { scope, calls } = setup('/en/profile/c/room-1', {
      prepare: () =>
        new Promise((resolve) => {
          finish = () => resolve({ file: jpeg, image: { width: 1024, height: 768, quality: 0.9 } });
        }),
    });
    calls.send.mockImplementationOnce(async () => Promise.reject(serverError()));
    await run(scope, ChatGate.open, {} as never);
    await run(scope, filesChosen, [phone]);
    expect(scope.getState($attachmentItems)).toMatchObject([{ name: 'IMG_0001.HEIC', status: 'preparing', photo: true }]);
    expect(scope.getState($canSend)).toBe(false);
    await run(scope, messageSubmitted);
    expect(calls.send).not.toHaveBeenCalled();
    finish();
    await vi.advanceTimersByTimeAsync(10);
    expect(scope.getState($attachmentItems)).toMatchObject([{ name: 'IMG_0001.jpg', status: 'ready', size: 500_000 }]);
    expect(scope.getState($canSend)).toBe(true);
    await run(scope, messageSubmitted);
    expect(calls.send.mock.calls[0]?.[0].FILES).toEqual([jpeg]);
    const [failed] = scope.getState($outbox);
    await run(scope, editedAgain, failed?.clientId ?? '');
    // Back in the composer as it was prepared: not prepared again.
    expect(scope.getState($attachmentItems)).toMatchObject([{ name: 'IMG_0001.jpg', status: 'ready' }]);
    expect(scope.getState($attachments)).toEqual([jpeg]);
    await run(scope, ChatGate.close, {} as never);
  });

  it('nothing to send (blank text, no files) sends nothing', async () => {
    const { scope, calls } = setup();
    await run(scope, ChatGate.open, {} as never);
    await run(scope, draftChanged, '   ');
    await run(scope, messageSubmitted);
    expect(calls.send).not.toHaveBeenCalled();
    expect(scope.getState($outbox)).toEqual([]);
    await run(scope, ChatGate.close, {} as never);
  });

  it('a failed send is "not sent" with its text kept; Retry sends it again with the same id and it is stored', async () => {
    const { scope, calls } = setup();
    calls.send.mockImplementationOnce(async () => Promise.reject(serverError()));
    await run(scope, ChatGate.open, {} as never);
    await run(scope, draftChanged, 'Hello again');
    await run(scope, messageSubmitted);
    const [failed] = scope.getState($outbox);
    expect(failed).toMatchObject({ status: 'failed', text: 'Hello again', error: '[Simulator] error' });
    await run(scope, retried, failed?.clientId ?? '');
    expect(calls.send).toHaveBeenCalledTimes(2);
    expect(calls.send.mock.calls[1]?.[0].CLIENT_ID).toBe(failed?.clientId);
    expect(scope.getState($outbox)).toEqual([]);
    expect(scope.getState($messages).at(-1)?.TEXT).toBe('Hello again');
    await run(scope, ChatGate.close, {} as never);
  });

  it('polling brings the staff answer without a reload (after the last known id), and stops when the screen closes', async () => {
    let replied = false;
    const { scope, calls } = setup('/en/profile/c/room-1', {
      messages: async (params) => {
        if (!params.AFTER_ID) return { result: [message(1, 'customer', 'Hello')], room: { ...ROOM, PENDING: true } };
        replied = true;
        return { result: [message(2, 'staff', 'Hello Anna, how can I help?')], room: ROOM };
      },
    });
    await run(scope, ChatGate.open, {} as never);
    expect(replied).toBe(false);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(calls.messages).toHaveBeenLastCalledWith({ ROOM_ID: 'room-1', AFTER_ID: '1' });
    expect(scope.getState($messages).map((item) => item.AUTHOR)).toEqual(['customer', 'staff']);
    expect(scope.getState($rooms)?.[0]?.PENDING).toBe(false);
    await run(scope, ChatGate.close, {} as never);
    const count = calls.messages.mock.calls.length;
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(calls.messages.mock.calls.length).toBe(count);
  });
});
