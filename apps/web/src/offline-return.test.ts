import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askServer, reloadWhenServerAnswers, type ReturnOptions } from './offline-return.ts';
import { startIgnite } from '@test/api/servers.ts';

/** A network the test turns on and off, and a record of what the page did. */
function network(answersFrom: number) {
  const seen = { questions: 0, reloads: 0, pauses: 0 };
  let online = true;
  const options: ReturnOptions = {
    isOnline: () => online,
    serverAnswers: async () => {
      seen.questions += 1;
      return seen.questions >= answersFrom;
    },
    reload: () => {
      seen.reloads += 1;
    },
    pause: async () => {
      seen.pauses += 1;
    },
  };
  return {
    seen,
    options,
    goOffline: () => {
      online = false;
    },
  };
}

describe('the offline page’s way back', () => {
  it('reloads at once when the server answers the first question', async () => {
    const { seen, options } = network(1);
    await reloadWhenServerAnswers(options)();
    expect(seen).toEqual({ questions: 1, reloads: 1, pauses: 0 });
  });

  it('does not reload on an online event while the server does not answer', async () => {
    const { seen, options, goOffline } = network(Number.POSITIVE_INFINITY);
    // The browser says online, the server stays silent, then the browser says offline.
    options.pause = async () => {
      seen.pauses += 1;
      if (seen.pauses === 3) goOffline();
    };
    await reloadWhenServerAnswers(options)();
    expect(seen).toEqual({ questions: 3, reloads: 0, pauses: 3 });
  });

  it('keeps asking while online and reloads on the first answer', async () => {
    const { seen, options } = network(4);
    await reloadWhenServerAnswers(options)();
    expect(seen).toEqual({ questions: 4, reloads: 1, pauses: 3 });
  });

  it('asks nothing when the browser is already offline again', async () => {
    const { seen, options, goOffline } = network(1);
    goOffline();
    await reloadWhenServerAnswers(options)();
    expect(seen).toEqual({ questions: 0, reloads: 0, pauses: 0 });
  });

  it('runs one round of questions for online events that come together, and reloads once', async () => {
    const { seen, options } = network(3);
    const onOnline = reloadWhenServerAnswers(options);
    await Promise.all([onOnline(), onOnline(), onOnline()]);
    await onOnline();
    expect(seen).toEqual({ questions: 3, reloads: 1, pauses: 2 });
  });
});

describe('askServer', () => {
  let t: Awaited<ReturnType<typeof startIgnite>>;
  beforeAll(async () => {
    t = await startIgnite();
  });
  afterAll(() => t.close());

  it('is true when the app’s server answers', async () => {
    expect(await askServer(t.url)).toBe(true);
  });

  it('is false when nothing listens at the address', async () => {
    // A port that was free a moment ago: the connection is refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    expect(await askServer(`http://127.0.0.1:${port}`)).toBe(false);
  });
});
