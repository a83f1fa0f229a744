import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@/shared/api';
import { canSend, MAX_MESSAGE_LENGTH, mergeMessages, roomIdOfPath, roomPath } from './chat';

const message = (id: string): ChatMessage => ({ ID: id, ROOM_ID: 'r', AUTHOR: 'staff', AUTHOR_NAME: '', TEXT: id, CREATED: '2026-11-25T10:00:00Z', FILES: [], CLIENT_ID: null, READ: true });

describe('chat addresses', () => {
  it.each([
    ['/profile/c', null],
    ['/profile/c/', null],
    ['/profile/c/room-1', 'room-1'],
    ['/en/profile/c/room-1/', 'room-1'],
    ['/ru/profile/c/room%201', 'room 1'],
    ['/profile/c/room-1/extra', null],
    ['/profile/3152', null],
    ['/en/profile/cards', null],
  ])('%s → %s', (path, room) => {
    expect(roomIdOfPath(path)).toBe(room);
  });

  it('round-trips a room id', () => {
    expect(roomIdOfPath(roomPath('room 7'))).toBe('room 7');
    expect(roomPath(null)).toBe('/profile/c');
  });
});

describe('messages', () => {
  it('merges new messages once, ordered by their numeric id', () => {
    const merged = mergeMessages([message('1'), message('10')], [message('2'), message('10'), message('11')]);
    expect(merged.map((item) => item.ID)).toEqual(['1', '2', '10', '11']);
  });

  it.each([
    ['', 0, false],
    ['   ', 0, false],
    ['', 1, true],
    ['hi', 0, true],
    ['x'.repeat(MAX_MESSAGE_LENGTH), 0, true],
    ['x'.repeat(MAX_MESSAGE_LENGTH + 1), 1, false],
  ])('text of %#, %i files → sendable %s', (text, files, expected) => {
    expect(canSend(text, Array.from({ length: files }))).toBe(expected);
  });
});
