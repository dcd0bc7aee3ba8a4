// /admin/v1/sources on the real gateway and database: the registry an operator manages, its input
// rules (§5 bodies, never a 500), and the failing-for-a-day flag in /metrics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourceView } from '../../../schemas/api/sources.ts';
import { ADMIN_TOKEN, startTestGateway, type TestGateway } from '../../helpers/gateway.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ FEED_POLL_SECONDS: '1800' });
});
afterAll(() => gw.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = ADMIN_TOKEN) =>
  gw.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload !== undefined && { payload: payload as object }),
  });
const created = async (body: object): Promise<SourceView> => {
  const res = await call('POST', '/admin/v1/sources', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ source: SourceView }>().source;
};
const issues = (res: { json(): unknown }) => (res.json() as { issues: { path: string; message: string }[] }).issues;

describe('/admin/v1/sources', () => {
  it('adds a source with the defaults, hints resolved to agent slugs, due at once', async () => {
    const before = Date.now();
    const s = await created({
      url: 'https://news.example.org/rss.xml',
      name: 'Example News',
      language: 'en-GB',
      tags: ['world', 'world', 'europe'],
      agentHints: ['017', 'Atlas'],
    });
    expect(s).toMatchObject({
      id: expect.stringMatching(/^src_[0-9a-f]{24}$/),
      url: 'https://news.example.org/rss.xml',
      name: 'Example News',
      feedTitle: null,
      language: 'en-GB',
      pollIntervalSeconds: 1800,
      state: 'active',
      tags: ['world', 'europe'],
      agentHints: ['sentinel', 'atlas'],
      sample: false,
      health: {
        lastPollAt: null,
        lastOutcome: null,
        consecutiveFailures: 0,
        failingForADay: false,
        itemsLast24h: 0,
        fullText: { fetched: 0, fellBack: 0, successRate: null, lastError: null },
        pendingItems: 0,
      },
    });
    expect(Date.parse(s.nextPollAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(s.nextPollAt)).toBeGreaterThanOrEqual(before - 1000);
    const got = await call('GET', `/admin/v1/sources/${s.id}`);
    expect(got.json()).toEqual({ source: s });
  });

  it('refuses a URL already polled (409), and bad fields with 400 naming each', async () => {
    await created({ url: 'https://dup.example.org/feed' });
    const dup = await call('POST', '/admin/v1/sources', { url: 'https://dup.example.org/feed' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      error: 'conflict',
      issues: [
        { path: 'body.url', message: expect.stringMatching(/^source src_[0-9a-f]{24} already polls this URL$/) },
      ],
    });

    const cases: [unknown, string, RegExp?][] = [
      [{ url: 'https://a.example.org/f', pollIntervalSeconds: 299 }, 'body.pollIntervalSeconds', /floor/],
      [{ url: 'file:///etc/passwd' }, 'body.url'],
      [{ url: 'http://127.0.0.1:8080/feed' }, 'body.url', /refused/],
      [{ url: 'http://localhost/feed' }, 'body.url', /loopback/],
      [{ url: 'https://a.example.org/f', language: 'english!' }, 'body.language'],
      [{ url: 'https://a.example.org/f', agentHints: ['nobody'] }, 'body.agentHints.0', /no agent "nobody"/],
      [{ url: 'https://a.example.org/f', name: 'a\u0000b' }, 'body.name'],
      [{ url: 'https://a.example.org/f', colour: 'red' }, 'body'],
      [{ url: 'https://a.example.org/f', tags: 'world' }, 'body.tags'],
    ];
    for (const [body, path, message] of cases) {
      const res = await call('POST', '/admin/v1/sources', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ error: 'invalid request' });
      const issue = issues(res).find((i) => i.path === path);
      expect(issue, `${JSON.stringify(body)}: ${res.body}`).toBeDefined();
      if (message) expect(issue!.message).toMatch(message);
    }
  });

  it('edits, pauses, resumes and removes a source; an unknown id is 404 source not found', async () => {
    const s = await created({ url: 'https://edit.example.org/feed', pollIntervalSeconds: 3600 });
    // Pretend it was polled a minute ago: its next poll is an hour after that.
    await gw.db.pool.query(
      "UPDATE sources SET last_poll_at = now() - interval '1 minute', next_poll_at = now() + interval '59 minutes' WHERE id = $1",
      [s.id],
    );
    const sooner = await call('PATCH', `/admin/v1/sources/${s.id}`, { pollIntervalSeconds: 600, name: 'Edited' });
    expect(sooner.statusCode).toBe(200);
    const edited = sooner.json<{ source: SourceView }>().source;
    expect(edited).toMatchObject({ name: 'Edited', pollIntervalSeconds: 600 });
    expect(Date.parse(edited.nextPollAt) - Date.now()).toBeLessThan(10 * 60_000);

    const paused = await call('PATCH', `/admin/v1/sources/${s.id}`, { state: 'paused' });
    expect(paused.json()).toMatchObject({ source: { state: 'paused' } });
    const listed = await call('GET', '/admin/v1/sources?state=paused');
    expect(listed.json<{ sources: SourceView[] }>().sources.map((x) => x.id)).toEqual([s.id]);
    const resumed = await call('PATCH', `/admin/v1/sources/${s.id}`, { state: 'active', name: null });
    expect(resumed.json()).toMatchObject({ source: { state: 'active', name: null } });
    expect(Date.parse(resumed.json<{ source: SourceView }>().source.nextPollAt)).toBeLessThanOrEqual(Date.now());

    const other = await created({ url: 'https://other.example.org/feed' });
    expect((await call('PATCH', `/admin/v1/sources/${s.id}`, { url: other.url })).statusCode).toBe(409);
    expect((await call('PATCH', `/admin/v1/sources/${s.id}`, {})).statusCode).toBe(400);
    expect((await call('PATCH', `/admin/v1/sources/${s.id}`, { pollIntervalSeconds: 60 })).statusCode).toBe(400);

    const polled = await call('POST', `/admin/v1/sources/${other.id}/poll`);
    expect(polled.statusCode).toBe(202);

    expect((await call('DELETE', `/admin/v1/sources/${s.id}`)).json()).toEqual({ id: s.id, deleted: true });
    for (const [method, url] of [
      ['GET', `/admin/v1/sources/${s.id}`],
      ['DELETE', `/admin/v1/sources/${s.id}`],
      ['POST', `/admin/v1/sources/${s.id}/poll`],
      ['GET', '/admin/v1/sources/nope'],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ error: string }>().error, url).toBe('source not found');
    }
    const patchGone = await call('PATCH', `/admin/v1/sources/${s.id}`, { name: 'x' });
    expect(patchGone.statusCode).toBe(404);
  });

  it('lists by tag and bounds the limit; without the token it is 401', async () => {
    await created({ url: 'https://tagged.example.org/feed', tags: ['maritime'] });
    const res = await call('GET', '/admin/v1/sources?tag=maritime');
    expect(res.json<{ sources: SourceView[] }>().sources.map((s) => s.url)).toEqual([
      'https://tagged.example.org/feed',
    ]);
    expect((await call('GET', '/admin/v1/sources?limit=0')).json()).toEqual({
      error: 'limit out of range',
      min: 1,
      max: 1000,
    });
    expect((await call('GET', '/admin/v1/sources?colour=red')).statusCode).toBe(400);
    expect((await call('GET', '/admin/v1/sources', undefined, 'wrong-token-wrong-token-wrong')).statusCode).toBe(401);
  });

  it('flags a source failing for a day in the list and in /metrics; a paused one is not flagged', async () => {
    const failing = await created({ url: 'https://failing.example.org/feed', name: 'Failing Wire' });
    const paused = await created({ url: 'https://paused-failing.example.org/feed', state: 'paused' });
    const young = await created({ url: 'https://young-failing.example.org/feed' });
    await gw.db.pool.query(
      `UPDATE sources SET failing_since = now() - interval '25 hours', consecutive_failures = 30,
         last_outcome = 'failed', last_error = 'upstream answered 503' WHERE id = ANY($1)`,
      [[failing.id, paused.id]],
    );
    await gw.db.pool.query(
      "UPDATE sources SET failing_since = now() - interval '2 hours', consecutive_failures = 3 WHERE id = $1",
      [young.id],
    );
    const list = (await call('GET', '/admin/v1/sources')).json<{ failingForADay: number; sources: SourceView[] }>();
    expect(list.failingForADay).toBe(1);
    expect(list.sources.filter((s) => s.health.failingForADay).map((s) => s.id)).toEqual([failing.id]);

    const metrics = (await gw.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/^sitrep_feed_sources_failing_for_a_day 1$/m);
    expect(metrics).toMatch(
      new RegExp(
        `^sitrep_feed_source_failing_since_seconds\\{source="${failing.id}",name="Failing Wire"\\} \\d+$`,
        'm',
      ),
    );
    expect(metrics).not.toContain(young.id);
    expect(metrics).toMatch(/^sitrep_feed_sources\{state="paused"\} [1-9]/m);
  });

  it("makes the feeds agents' profiles name into sources hinted to those agents, refusing what it cannot poll", async () => {
    const setFeeds = (slug: string, feeds: string[]) =>
      gw.db.pool.query(`UPDATE agents SET profile = jsonb_set(profile, '{feeds}', $2::jsonb) WHERE slug = $1`, [
        slug,
        JSON.stringify(feeds),
      ]);
    await setFeeds('atlas', ['https://energy.example.org/rss', 'ftp://old.example.org/feed']);
    await setFeeds('harbor', ['https://energy.example.org/rss', 'https://ports.example.org/atom']);
    const first = await gw.app.sources.syncProfiles();
    expect(first.added).toBe(2);
    expect(first.refused).toEqual([{ url: 'ftp://old.example.org/feed', reason: expect.any(String) }]);
    const byUrl = async () =>
      new Map(
        (await call('GET', '/admin/v1/sources')).json<{ sources: SourceView[] }>().sources.map((s) => [s.url, s]),
      );
    expect((await byUrl()).get('https://energy.example.org/rss')).toMatchObject({
      agentHints: ['atlas', 'harbor'],
      pollIntervalSeconds: 1800,
      state: 'active',
    });
    expect((await byUrl()).get('https://ports.example.org/atom')?.agentHints).toEqual(['harbor']);

    // Again, with a third agent naming a feed already there: nothing new, one more hint.
    await setFeeds('sentinel', ['https://ports.example.org/atom']);
    expect((await gw.app.sources.syncProfiles()).added).toBe(0);
    expect((await byUrl()).get('https://ports.example.org/atom')?.agentHints).toEqual(['harbor', 'sentinel']);
  });
});
