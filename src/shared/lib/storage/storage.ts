/** Storage access that never throws (private mode, disabled storage, tests without a DOM). */
type Area = 'local' | 'session';

const area = (which: Area): Storage | undefined => {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export const storage = {
  get(which: Area, key: string): string | null {
    try {
      return area(which)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(which: Area, key: string, value: string): void {
    try {
      area(which)?.setItem(key, value);
    } catch {
      /* storage full or disabled: the app keeps working without persistence */
    }
  },
  remove(which: Area, key: string): void {
    try {
      area(which)?.removeItem(key);
    } catch {
      /* ignore */
    }
  },
  clear(which: Area): void {
    try {
      area(which)?.clear();
    } catch {
      /* ignore */
    }
  },
};

export function setCookie(name: string, value: string, minutes: number): void {
  if (typeof document === 'undefined') return;
  const expires = new Date(Date.now() + minutes * 60_000).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}
