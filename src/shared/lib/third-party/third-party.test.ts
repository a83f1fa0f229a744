import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadThirdPartyScripts, plannedScripts, type ThirdPartyConfig } from './third-party';

const NONE: ThirdPartyConfig = { chatWidgetKey: '', chatWidgetUrl: 'https://chat.example/widget/{key}', pushKey: '', pushUrl: 'https://push.example/{key}/client.js' };

function fakeWindow(readyState: DocumentReadyState) {
  const listeners: Record<string, () => void> = {};
  const idle: Array<() => void> = [];
  const target = {
    document,
    addEventListener: vi.fn((name: string, listener: () => void) => (listeners[name] = listener)),
    setTimeout: vi.fn(),
    requestIdleCallback: vi.fn((callback: () => void) => idle.push(callback)),
  };
  Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
  return { target: target as never, listeners, idle };
}

afterEach(() => {
  document.head.querySelectorAll('#chat-widget, #push-service').forEach((element) => element.remove());
});

describe('third-party scripts (chat widget, push service)', () => {
  it('nothing is loaded when neither is configured (the tests and the default build)', () => {
    const { target, listeners } = fakeWindow('loading');
    expect(loadThirdPartyScripts(NONE, target)).toEqual([]);
    expect(listeners.load).toBeUndefined();
    expect(document.querySelector('script#chat-widget')).toBeNull();
  });

  it('plans one script per configured key, with the key in the URL', () => {
    expect(plannedScripts({ ...NONE, chatWidgetKey: 'abc 1' })).toEqual([{ id: 'chat-widget', src: 'https://chat.example/widget/abc%201', key: 'abc 1' }]);
    expect(plannedScripts({ ...NONE, pushKey: 'p1' }).map((script) => script.src)).toEqual(['https://push.example/p1/client.js']);
    expect(plannedScripts({ ...NONE, chatWidgetKey: 'k', chatWidgetUrl: ' ' })).toEqual([]);
  });

  it('waits for the load event and then for an idle moment before adding the scripts', () => {
    const { target, listeners, idle } = fakeWindow('loading');
    loadThirdPartyScripts({ ...NONE, chatWidgetKey: 'chat', pushKey: 'push' }, target);
    expect(document.querySelector('script#chat-widget')).toBeNull();
    listeners.load?.();
    expect(document.querySelector('script#chat-widget')).toBeNull();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    const chat = document.querySelector<HTMLScriptElement>('script#chat-widget');
    expect(chat?.src).toBe('https://chat.example/widget/chat');
    expect(chat?.async).toBe(true);
    expect(document.querySelector('script#push-service')).not.toBeNull();
  });

  it('an already loaded page waits only for idle; the scripts are added once', () => {
    const { target, idle } = fakeWindow('complete');
    loadThirdPartyScripts({ ...NONE, chatWidgetKey: 'chat' }, target);
    loadThirdPartyScripts({ ...NONE, chatWidgetKey: 'chat' }, target);
    expect(idle).toHaveLength(2);
    idle.forEach((callback) => callback());
    expect(document.querySelectorAll('script#chat-widget')).toHaveLength(1);
  });
});
