import { storylinesAround, type StoryEvent } from '../evidence/storylines.ts';
import type pg from 'pg';
import type { EventEntity, EventLocation, MonitoringProfile } from '../../schemas/db/tables.ts';
import type { ClientAgent } from './agent-registry.ts';
import type { AgentProfile } from './agents.ts';
import type { EventType } from './classify.ts';
import {
  membersOf,
  toStored,
  type Decision,
  type EventState,
  type LoadedEvent,
  type SourceRow,
  type StoredFeatures,
} from './engine.ts';
import { NO_SCORES, NO_SUBJECTS } from './enrichment.ts';
import { factsJson } from './source-facts.ts';
import { bandKeyOf } from './text.ts';

/** Every dedup worker holds this advisory lock while it decides and writes: see DESIGN.md invariant 4. */
const CLAIM_LOCK = 0x5317_0001;

interface EventRow {
  id: string;
  event_type: EventType;
  occurred_at: Date;
  first_seen_at: Date;
  last_updated_at: Date;
  last_source_at: Date;
  source_count: number;
  tags: string[];
  entities: EventEntity[];
  locations: EventLocation[];
  features: StoredFeatures | null;
  seq: string;
}

export function stateFromRow(r: EventRow, f: StoredFeatures): LoadedEvent {
  return {
    id: r.id,
    eventType: r.event_type,
    occurredAt: r.occurred_at.getTime(),
    firstSeenAt: r.first_seen_at.getTime(),
    lastSourceAt: r.last_source_at.getTime(),
    lastUpdatedAt: r.last_updated_at.getTime(),
    sourceCount: r.source_count,
    publications: f.p,
    tags: r.tags,
    entities: r.entities,
    locations: r.locations,
    members: membersOf(f),
    nouns: f.n,
    participants: f.q ?? [],
    names: f.w ?? [],
    headNames: f.h ?? [],
    headCountries: f.hc ?? [],
    headKinds: f.hk ?? [],
    kinds: f.k ?? [],
    headDecisions: f.hd ?? [],
    decisions: f.d ?? [],
    where: f.wh ?? [],
    peoples: f.hp ?? [],
    bodies: f.wb ?? [],
    levels: f.lv ?? [],
    percentages: f.pc ?? [],
    days: f.dy ?? [],
    weekdays: f.wd ?? [],
    identities: f.ni ?? [],
    hit: f.ht ?? [],
    sites: f.st ?? [],
    bands: f.b.map(bandKeyOf),
    signature: f.s,
    founderTerms: f.f,
    timeMin: f.t[0],
    timeMax: f.t[1],
    agentScores: f.a.length ? new Map(f.a) : NO_SCORES,
    primaryAgentId: null,
    secondaryAgentIds: [],
    subjects: f.sa ?? NO_SUBJECTS,
  };
}

/** An agent link's storyline before a chunk's write. */
interface StoredLink {
  agent_id: string;
  storyline_id: string;
}

interface StoryRow {
  id: string;
  title: string;
  event_type: string;
  occurred_at: Date;
  locations: EventLocation[];
  entities: EventEntity[];
  names: { kind: 'place' | 'actor'; name: string }[];
}

/** An event as storylines see it, as the report composer reads it too (services/reports/composer.ts). */
function storyEventOf(r: StoryRow): StoryEvent {
  return {
    eventId: r.id,
    title: r.title,
    eventType: r.event_type,
    at: r.occurred_at.toISOString(),
    places: [
      ...new Set([...r.locations.map((l) => l.name), ...r.names.filter((n) => n.kind === 'place').map((n) => n.name)]),
    ],
    actors: [
      ...new Set([
        ...r.entities.filter((x) => x.type !== 'location').map((x) => x.name),
        ...r.names.filter((n) => n.kind === 'actor').map((n) => n.name),
      ]),
    ],
  };
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The dedup worker's reads and writes; every write of one batch happens in one transaction. */
export class DedupStore {
  constructor(
    private readonly pool: pg.Pool,
    readonly consumer: string,
  ) {}

  /** The operator's catalog agents; client agents come from the log (`clientAgents`). */
  async agents(): Promise<AgentProfile[]> {
    const { rows } = await this.pool.query<{ id: string; slug: string; profile: MonitoringProfile }>(
      'SELECT id, slug, profile FROM agents WHERE owner_account_id IS NULL ORDER BY slug',
    );
    return rows;
  }

  /** The client agents as of the stored offset: what the agent records up to it defined. */
  async clientAgents(client: pg.PoolClient | pg.Pool): Promise<ClientAgent[]> {
    const { rows } = await client.query<{
      agent_id: string;
      owner_account_id: string;
      slug: string;
      profile: MonitoringProfile | null;
    }>('SELECT agent_id, owner_account_id, slug, profile FROM dedup_agents ORDER BY agent_id');
    return rows.map((r) => ({
      agentId: r.agent_id,
      ownerAccountId: r.owner_account_id,
      slug: r.slug,
      profile: r.profile,
    }));
  }

  /** Which of these agent ids the `agents` table holds (an agent record for any other is not applied). */
  async existingAgents(client: pg.PoolClient | pg.Pool, ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const { rows } = await client.query<{ id: string }>('SELECT id FROM agents WHERE id = ANY($1::uuid[])', [ids]);
    return new Set(rows.map((r) => r.id));
  }

  /**
   * Takes the claim: a session advisory lock on a connection of its own, which every read and write
   * of the holder then uses, so the claim and the writes end together if the connection does.
   */
  async lease(): Promise<pg.PoolClient> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [CLAIM_LOCK]);
      return client;
    } catch (err) {
      client.release(err as Error);
      throw err;
    }
  }

  /** Gives the claim back; after a failure the connection is discarded (which also drops the lock). */
  async release(client: pg.PoolClient, failure: unknown): Promise<void> {
    if (failure) return client.release(true);
    try {
      await client.query('SELECT pg_advisory_unlock($1)', [CLAIM_LOCK]);
      client.release();
    } catch (err) {
      client.release(err as Error);
    }
  }

  /**
   * Writes one prepared chunk in one transaction: one statement for the touched events (final
   * state), their new or updated sources, their agent links, the outbox rows, and the consumer
   * offset (foreign keys are checked at the end of it), then the storylines it changed.
   * Returns the highest `seq` written.
   */
  async commit(client: pg.PoolClient, w: PreparedWrite): Promise<number> {
    const offset = [this.consumer, w.topic, w.partition, w.nextOffset, w.lastTimestamp, w.registry ?? '[]'];
    if (!w.ids.length) {
      await client.query(
        `WITH ${OFFSET_UPSERT('$1', '$2', '$3', '$4', '$5')}, ${REGISTRY_UPSERT('$6')} SELECT 1`,
        offset,
      );
      return 0;
    }
    await client.query('BEGIN');
    try {
      const { rows } = await client.query<{ seq: string; storylines_before: StoredLink[] }>(CHUNK_WRITE, [
        ...offset,
        eventsJson(w),
        w.sources,
        w.links ?? '[]',
        w.ids,
        w.changesTopic,
        w.changes,
      ]);
      const links = JSON.parse(w.links ?? '[]') as { event_id: string; agent_id: string }[];
      await this.relinkStorylines(client, links, rows[0]!.storylines_before);
      await client.query('COMMIT');
      return Number(rows[0]!.seq);
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    }
  }

  /**
   * Stores the storylines the chunk changed, in its transaction: every storyline that held a touched
   * event before the write or holds one after it is worked out again whole (the link between two
   * events depends on them alone, so the result is the same however the events arrived, and a
   * replay writes the same ids), and each of its agent links gets its storyline id.
   */
  private async relinkStorylines(
    client: pg.PoolClient,
    links: { event_id: string; agent_id: string }[],
    before: StoredLink[],
  ): Promise<void> {
    const seeds = new Map<string, Set<string>>();
    const seed = (agent: string, event: string) => seeds.set(agent, (seeds.get(agent) ?? new Set()).add(event));
    for (const l of links) seed(l.agent_id, l.event_id);
    if (before.length) {
      const { rows } = await client.query<{ agent_id: string; event_id: string }>(
        `SELECT l.agent_id, l.event_id FROM event_agents l
           JOIN json_to_recordset($1::json) AS b(agent_id uuid, storyline_id text)
             ON l.agent_id = b.agent_id AND l.storyline_id = b.storyline_id`,
        [JSON.stringify(before)],
      );
      for (const r of rows) seed(r.agent_id, r.event_id);
    }
    for (const [agent, events] of seeds) {
      const { rows: present } = await client.query<{ id: string; occurred_at: Date }>(
        `SELECT e.id, e.occurred_at FROM event_agents l JOIN events e ON e.id = l.event_id
          WHERE l.agent_id = $1 AND l.event_id = ANY($2::text[])`,
        [agent, [...events]],
      );
      if (!present.length) continue;
      const lines = await storylinesAround(
        present.map((r) => r.id),
        present.map((r) => r.occurred_at.getTime()),
        async (from, to) => {
          const { rows } = await client.query<StoryRow>(STORY_EVENTS, [agent, from, to]);
          return rows.map(storyEventOf);
        },
      );
      await client.query(
        `UPDATE event_agents l SET storyline_id = x.storyline_id
           FROM unnest($2::text[], $3::text[]) AS x(event_id, storyline_id)
          WHERE l.agent_id = $1 AND l.event_id = x.event_id AND l.storyline_id IS DISTINCT FROM x.storyline_id`,
        [agent, [...lines.keys()], [...lines.values()]],
      );
    }
  }

  async offsets(client: pg.PoolClient, topic: string): Promise<Map<number, { next: number; lastTimestamp: number }>> {
    const { rows } = await client.query<{ partition: number; next_offset: string; last_timestamp: string }>(
      'SELECT partition, next_offset, last_timestamp FROM dedup_offsets WHERE consumer = $1 AND topic = $2',
      [this.consumer, topic],
    );
    return new Map(
      rows.map((r) => [r.partition, { next: Number(r.next_offset), lastTimestamp: Number(r.last_timestamp) }]),
    );
  }

  /** Events written (by anyone) after `seq`, oldest write first. */
  async changedSince(
    client: pg.PoolClient | pg.Pool,
    seq: number,
  ): Promise<{ row: EventRow; features: StoredFeatures }[]> {
    const { rows } = await client.query<EventRow>(
      `SELECT id, event_type, occurred_at, first_seen_at, last_updated_at, last_source_at, source_count, tags, entities, locations, features, seq
         FROM events WHERE seq > $1 AND features IS NOT NULL ORDER BY seq`,
      [seq],
    );
    return rows.map((row) => ({ row, features: row.features! }));
  }

  /** The event and content hash of each canonical URL already in the projection. */
  async knownSources(
    client: pg.PoolClient | pg.Pool,
    urls: string[],
  ): Promise<Map<string, { eventId: string; contentHash: string }>> {
    if (!urls.length) return new Map();
    const { rows } = await client.query<{ canonical_url: string; event_id: string; content_hash: string }>(
      'SELECT canonical_url, event_id, content_hash FROM event_sources WHERE canonical_url = ANY($1)',
      [urls],
    );
    return new Map(rows.map((r) => [r.canonical_url, { eventId: r.event_id, contentHash: r.content_hash }]));
  }
}

const OFFSET_UPSERT = (consumer: string, topic: string, partition: string, next: string, last: string) => `
  stored AS (
    INSERT INTO dedup_offsets (consumer, topic, partition, next_offset, last_timestamp, updated_at) VALUES (${consumer}, ${topic}, ${partition}, ${next}, ${last}, now())
    ON CONFLICT (consumer, topic, partition) DO UPDATE SET next_offset = EXCLUDED.next_offset,
      last_timestamp = greatest(dedup_offsets.last_timestamp, EXCLUDED.last_timestamp), updated_at = now()
  )`;

/** The client agents a chunk's agent records changed (a JSON array of `dedup_agents` rows, one per agent). */
const REGISTRY_UPSERT = (rows: string) => `
  registered AS (
    INSERT INTO dedup_agents (agent_id, owner_account_id, slug, profile)
    SELECT agent_id, owner_account_id, slug, profile FROM json_populate_recordset(null::dedup_agents, ${rows}::json)
    ON CONFLICT (agent_id) DO UPDATE SET slug = EXCLUDED.slug, profile = EXCLUDED.profile
  )`;

/** A timestamp as JavaScript's toISOString writes it. */
const JS_ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * $1-$5 the offset, $6 the client agents changed; $7 events, $8 sources, $9 agent links (JSON arrays
 * of rows); $10 the touched event ids; $11 and $12 the event-changes topic and the changes. The links of the touched events
 * become exactly $8: the parts of one statement all see the rows as they were before it, so stale
 * links are deleted and current ones upserted, never the same row twice. An event's title and summary
 * come with the chunk that founds it only (the worker does not keep them, see `EventState`); rows of
 * later chunks keep the stored ones. An updated source keeps the time it was first ingested (the upsert leaves `ingested_at`), and
 * so do its facts: the update's facts are written with the stored time, as a replay that meets the
 * first version and the update in one chunk writes them.
 */
const CHUNK_WRITE = `
WITH ${OFFSET_UPSERT('$1', '$2', '$3', '$4', '$5')}, ${REGISTRY_UPSERT('$6')},
  written AS (
    INSERT INTO events (id, title, summary, event_type, occurred_at, first_seen_at, last_updated_at, last_source_at, source_count, publication_count, tags, entities, locations, features)
    SELECT r.id, coalesce(r.title, e.title), coalesce(r.summary, e.summary), r.event_type, r.occurred_at, r.first_seen_at, r.last_updated_at,
           r.last_source_at, r.source_count, r.publication_count, r.tags, r.entities, r.locations, r.features
      FROM json_populate_recordset(null::events, $7::json) r LEFT JOIN events e ON e.id = r.id
    ON CONFLICT (id) DO UPDATE SET event_type = EXCLUDED.event_type,
      occurred_at = EXCLUDED.occurred_at, last_updated_at = EXCLUDED.last_updated_at, last_source_at = EXCLUDED.last_source_at,
      source_count = EXCLUDED.source_count, publication_count = EXCLUDED.publication_count, tags = EXCLUDED.tags,
      entities = EXCLUDED.entities, locations = EXCLUDED.locations, features = EXCLUDED.features,
      seq = nextval(pg_get_serial_sequence('events', 'seq'))
    RETURNING seq
  ),
  sources AS (
    INSERT INTO event_sources (canonical_url, event_id, url, publication, title, published_at, ingested_at, content_hash, lead, body, facts)
    SELECT canonical_url, event_id, url, publication, title, published_at, ingested_at, content_hash, lead, body, facts
      FROM json_populate_recordset(null::event_sources, $8::json)
    ON CONFLICT (canonical_url) DO UPDATE SET url = EXCLUDED.url, title = EXCLUDED.title, published_at = EXCLUDED.published_at,
      content_hash = EXCLUDED.content_hash, lead = EXCLUDED.lead, body = EXCLUDED.body,
      facts = replace(EXCLUDED.facts::text, '"ingestedAt": "' || ${JS_ISO('EXCLUDED.ingested_at')} || '"',
                      '"ingestedAt": "' || ${JS_ISO('event_sources.ingested_at')} || '"')::jsonb
  ),
  links AS (SELECT event_id, agent_id, role, last_updated_at FROM json_populate_recordset(null::event_agents, $9::json)),
  unlinked AS (
    DELETE FROM event_agents a WHERE a.event_id = ANY($10::text[])
      AND NOT EXISTS (SELECT 1 FROM links l WHERE l.event_id = a.event_id AND l.agent_id = a.agent_id)
  ),
  linked AS (
    INSERT INTO event_agents (event_id, agent_id, role, last_updated_at) SELECT event_id, agent_id, role, last_updated_at FROM links
    ON CONFLICT (event_id, agent_id) DO UPDATE SET role = EXCLUDED.role, last_updated_at = EXCLUDED.last_updated_at
  ),
  changes AS (
    INSERT INTO outbox (topic, key, payload) SELECT $11, x.key, x.payload FROM json_to_recordset($12::json) AS x(key text, payload json)
  )
SELECT (SELECT max(seq) FROM written) AS seq,
  (SELECT coalesce(json_agg(json_build_object('agent_id', b.agent_id, 'storyline_id', b.storyline_id)), '[]'::json)
     FROM event_agents b WHERE b.event_id = ANY($10::text[]) AND b.storyline_id IS NOT NULL) AS storylines_before`;

/** An agent's events as storylines read them: places and actors from the event and its sources' facts. */
const STORY_EVENTS = `
SELECT e.id, e.title, e.event_type, e.occurred_at, e.locations, e.entities,
       (SELECT coalesce(json_agg(DISTINCT jsonb_build_object('kind', n->>'kind', 'name', n->>'name')), '[]'::json)
          FROM event_sources s CROSS JOIN LATERAL jsonb_array_elements(coalesce(s.facts->'names', '[]'::jsonb)) n
         WHERE s.event_id = e.id) AS names
  FROM event_agents l JOIN events e ON e.id = l.event_id
 WHERE l.agent_id = $1 AND e.occurred_at >= $2 AND e.occurred_at <= $3`;

/** An `events` row as the chunk writes it. */
export interface EventRowOut {
  id: string;
  /** Only in the chunk that founds the event (null: the stored one stays). */
  title: string | null;
  summary: string | null;
  event_type: EventType;
  occurred_at: string | null;
  first_seen_at: string | null;
  last_updated_at: string | null;
  last_source_at: string | null;
  source_count: number;
  publication_count: number;
  tags: string[];
  entities: EventEntity[];
  locations: EventLocation[];
  features: StoredFeatures;
}

/**
 * A chunk's rows as of its decisions: later decisions change the same event objects, so the rows
 * are copied when the chunk is decided. Everything is serialised at once but the rows of events whose
 * entities are still on their way from the pool: a chunk waits a second or more for its write, and
 * its rows as objects (every member's terms and weights) outlived the young generation, filling the
 * old one with garbage the deciding thread then spent a fifth of its time collecting (bench:ingest).
 */
export interface PreparedWrite {
  ids: string[];
  /** Each touched event's row, as JSON, or as a row while it is in `unsettled`; see `eventsJson`. */
  events: (string | EventRowOut)[];
  /** Rows of events whose entities were still being extracted when the chunk was decided. */
  unsettled: { row: EventRowOut; event: EventState }[];
  sources: string;
  links: string | null;
  changes: string;
  /** The client agents the chunk's agent records changed, as `dedup_agents` rows (JSON), or null. */
  registry: string | null;
  changesTopic: string;
  topic: string;
  partition: number;
  nextOffset: number;
  lastTimestamp: number;
}

/** The `events` rows of a prepared write as one JSON array: the same text as the rows serialised together. */
export function eventsJson(w: Pick<PreparedWrite, 'events'>): string {
  return `[${w.events.map((row) => (typeof row === 'string' ? row : JSON.stringify(row))).join(',')}]`;
}

/** Serialises the rows one chunk's decisions write (the events' state as of now). */
export function prepareWrite(batch: {
  decisions: Decision[];
  topic: string;
  partition: number;
  nextOffset: number;
  lastTimestamp: number;
  changesTopic: string;
  /** The client agents changed by the chunk's agent records. */
  registry?: ClientAgent[];
  /** Whether an event's entities are still being extracted. */
  unsettled?: (e: EventState) => boolean;
}): PreparedWrite {
  const touched = new Map<string, EventState>();
  const sources = new Map<string, SourceRow>();
  const changes: { key: string; payload: unknown }[] = [];
  /** The founding article of each event founded in this chunk: its title and lead are the event's. */
  const founding = new Map<string, SourceRow>();
  for (const d of batch.decisions) {
    if (d.kind === 'unchanged') continue;
    touched.set(d.event.id, d.event);
    if (d.kind === 'founded') founding.set(d.event.id, d.source);
    // A source is ingested when first seen: an update later in the same chunk keeps that time, as the
    // upsert does for an update in a later chunk (else a replay, which meets both in one chunk, differs).
    const first = sources.get(d.source.canonicalUrl);
    sources.set(d.source.canonicalUrl, first ? { ...d.source, ingestedAt: first.ingestedAt } : d.source);
    changes.push({ key: d.event.id, payload: d.change });
  }
  const events = [...touched.values()];
  const links = events.flatMap((e) => [
    ...(e.primaryAgentId
      ? [{ event_id: e.id, agent_id: e.primaryAgentId, role: 'primary', last_updated_at: iso(e.lastUpdatedAt) }]
      : []),
    ...e.secondaryAgentIds.map((a) => ({
      event_id: e.id,
      agent_id: a,
      role: 'secondary',
      last_updated_at: iso(e.lastUpdatedAt),
    })),
  ]);
  // Every array a row refers to is replaced on change, never edited in place (toStored copies the maps).
  const rows = events.map((e): EventRowOut => {
    const founder = founding.get(e.id);
    return {
      id: e.id,
      title: founder ? founder.title : null,
      summary: founder ? founder.lead || founder.title : null,
      event_type: e.eventType,
      occurred_at: iso(e.occurredAt),
      first_seen_at: iso(e.firstSeenAt),
      last_updated_at: iso(e.lastUpdatedAt),
      last_source_at: iso(e.lastSourceAt),
      source_count: e.sourceCount,
      publication_count: e.publications.length,
      tags: e.tags,
      entities: e.entities,
      locations: e.locations,
      features: toStored(e),
    };
  });
  const unsettled = batch.unsettled
    ? rows.flatMap((row, i) => (batch.unsettled!(events[i]!) ? [{ row, event: events[i]! }] : []))
    : [];
  const waiting = new Set(unsettled.map((u) => u.row));
  return {
    ids: [...touched.keys()],
    events: rows.map((row) => (waiting.has(row) ? row : JSON.stringify(row))),
    unsettled,
    // Each row's facts are spliced in as JSON (read ahead in a feature thread, see source-facts.ts), as
    // its last member: the same text as the row serialised whole with its facts.
    sources: `[${[...sources.values()]
      .map(
        (s) =>
          `${JSON.stringify({
            canonical_url: s.canonicalUrl,
            event_id: s.eventId,
            url: s.url,
            publication: s.publication,
            title: s.title,
            published_at: iso(s.publishedAt),
            ingested_at: iso(s.ingestedAt),
            content_hash: s.contentHash,
            lead: s.lead,
            body: s.body,
          }).slice(0, -1)},"facts":${factsJson(s, s.eventId, s.facts)}}`,
      )
      .join(',')}]`,
    links: links.length ? JSON.stringify(links) : null,
    changes: JSON.stringify(changes),
    registry: batch.registry?.length
      ? JSON.stringify(
          batch.registry.map((c) => ({
            agent_id: c.agentId,
            owner_account_id: c.ownerAccountId,
            slug: c.slug,
            profile: c.profile,
          })),
        )
      : null,
    changesTopic: batch.changesTopic,
    topic: batch.topic,
    partition: batch.partition,
    nextOffset: batch.nextOffset,
    lastTimestamp: batch.lastTimestamp,
  };
}
