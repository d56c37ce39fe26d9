/**
 * The live stream of app-core (issue 14, ADR 0029): one EventSource opened with a stream token, events revalidate
 * their data, polling only while the stream is down, and a dropped stream is reopened with a fresh token.
 */
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutate } from 'swr';
import { useLiveConnected, useLiveUpdates } from '@turismo/app-core/live';

const tokens = vi.hoisted(() => ({ n: 0 }));
vi.mock('@turismo/app-core/api', () => ({
  api: { POST: vi.fn(async () => ({ data: { data: { token: `t${++tokens.n}` } } })) },
  unwrap: async (p: Promise<unknown>) => (await p as { data: unknown }).data,
}));
vi.mock('swr', async (original) => ({ ...(await original<typeof import('swr')>()), mutate: vi.fn() }));

class FakeEventSource {
  static all: FakeEventSource[] = [];
  listeners = new Map<string, (e: MessageEvent<string>) => void>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, fn);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data = '') {
    this.listeners.get(type)?.({ data } as MessageEvent<string>);
  }
}

function Probe({ enabled = true }: { enabled?: boolean }) {
  useLiveUpdates(enabled);
  useLiveUpdates(enabled);
  return <p>{useLiveConnected() ? 'ligado' : 'desligado'}</p>;
}

const flush = () => act(async () => await vi.advanceTimersByTimeAsync(0));

describe('live updates', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.mocked(mutate).mockClear();
  });

  it('opens one stream with a token, revalidates on events, and polls only while it is down', async () => {
    const view = render(<Probe />);
    await flush();
    expect(FakeEventSource.all).toHaveLength(1);
    const source = FakeEventSource.all[0]!;
    expect(source.url).toMatch(/^\/api\/notifications\/stream\?token=t\d+$/);
    expect(view.getByText('desligado')).toBeTruthy();
    act(() => source.emit('ready'));
    expect(view.getByText('ligado')).toBeTruthy();

    vi.mocked(mutate).mockClear();
    act(() => source.emit('chat_message', 'room-1'));
    const filter = vi.mocked(mutate).mock.calls[0]![0] as (key: unknown) => boolean;
    expect(filter(['chat/thread', 'room-1'])).toBe(true);
    expect(filter(['chat/thread', 'room-2'])).toBe(false);
    expect(filter('chat/rooms')).toBe(true);
    expect(filter(['notifications', 'unread', 1])).toBe(false);

    // The stream drops: polling again, and a new stream with a new token after 1 s.
    act(() => source.onerror?.());
    expect(view.getByText('desligado')).toBeTruthy();
    expect(source.closed).toBe(true);
    await act(async () => await vi.advanceTimersByTimeAsync(1_000));
    expect(FakeEventSource.all).toHaveLength(2);
    expect(FakeEventSource.all[1]!.url).not.toBe(source.url);

    view.unmount();
    expect(FakeEventSource.all[1]!.closed).toBe(true);
  });

  it('opens nothing while signed out', async () => {
    render(<Probe enabled={false} />);
    await flush();
    expect(FakeEventSource.all).toHaveLength(0);
  });
});
