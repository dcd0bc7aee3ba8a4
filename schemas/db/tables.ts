import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What an agent watches; drives agent matching in the dedup worker and report cadence. */
export interface MonitoringProfile {
  keywords: string[];
  entities: string[];
  regions: string[];
  feeds: string[];
  /**
   * What each audience watches in this domain (transit times, port congestion, war-risk cover…),
   * authored once per agent like its keywords; report lenses state which facts touch them.
   */
  lensStakes?: Partial<Record<'personal' | 'research' | 'business_operations' | 'trading_investments', string[]>>;
}

export const agents = pgTable(
  'agents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    externalId: text('external_id'),
    /** externalId without a leading '#' and leading zeros: '#017', '017' and '17' all store '17'. */
    externalIdKey: text('external_id_key'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    domain: text('domain').notNull(),
    description: text('description').notNull(),
    profile: jsonb('profile').$type<MonitoringProfile>().notNull(),
    reportIntervalMinutes: integer('report_interval_minutes').notNull().default(360),
    /** The account that created it through the API (visible to it alone); null for the operator's catalog. */
    ownerAccountId: uuid('owner_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /**
     * When its owner deleted it: the row stays, so the links it made (in the log's order) and a replay's
     * copy of the table keep their agent, but no ref resolves to it and nothing links or reports for it.
     */
    deletedAt: ts('deleted_at'),
    /**
     * An own agent's reports are paused since then (its owner's balance could not cover the next one):
     * its schedule is paused in Temporal too, and both resume once the balance covers a report again.
     */
    reportsPausedAt: ts('reports_paused_at'),
    reportsPausedReason: text('reports_paused_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Slugs and names are unique in the catalog, and per owner among its live agents.
    uniqueIndex('agents_slug_uq')
      .on(t.slug)
      .where(sql`owner_account_id IS NULL`),
    uniqueIndex('agents_name_lower_uq')
      .on(sql`lower(${t.name})`)
      .where(sql`owner_account_id IS NULL`),
    uniqueIndex('agents_owner_slug_uq')
      .on(t.ownerAccountId, t.slug)
      .where(sql`owner_account_id IS NOT NULL AND deleted_at IS NULL`),
    uniqueIndex('agents_owner_name_lower_uq')
      .on(t.ownerAccountId, sql`lower(${t.name})`)
      .where(sql`owner_account_id IS NOT NULL AND deleted_at IS NULL`),
    uniqueIndex('agents_external_id_key_uq').on(t.externalIdKey),
  ],
);

/**
 * The dedup worker's registry of client agents, as of its stored offset: each one's profile as the
 * last agent record on the articles topic defined it. Written with the
 * projection in the chunk's transaction, so a restarted worker and a replay match with the same
 * profiles at the same point of the log. Catalog agents are read from `agents`.
 */
export const dedupAgents = pgTable('dedup_agents', {
  agentId: uuid('agent_id').primaryKey(),
  ownerAccountId: uuid('owner_account_id').notNull(),
  slug: text('slug').notNull(),
  /** Null once deleted: the row keeps the owner, so its past scores still rank among its owner's agents only. */
  profile: jsonb('profile').$type<MonitoringProfile>(),
});

/**
 * A client agent's backfill, one per profile it had (`profile_key`: a digest of the profile): the
 * events of the days before its definition its matcher links, then its first report. Progress as the
 * owner reads it on GET /api/v1/agents/{ref}.
 */
export const agentBackfills = pgTable(
  'agent_backfills',
  {
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    profileKey: text('profile_key').notNull(),
    status: text('status', { enum: ['pending', 'linking', 'reporting', 'done', 'failed'] }).notNull(),
    /** The window: events whose sources came in from `since` to `until` (the agent record's time). */
    since: ts('since'),
    until: ts('until'),
    scannedEvents: integer('scanned_events').notNull().default(0),
    linkedEvents: integer('linked_events').notNull().default(0),
    reportId: text('report_id'),
    error: text('error'),
    startedAt: ts('started_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.profileKey] })],
);

/**
 * The events a backfill linked to a client agent (events before its definition; the dedup worker links
 * the ones after it, in `event_agents`). Not part of the dedup worker's projection: a function of it
 * and of the agent record (see services/dedup/backfill.ts), so a replay's digest never depends on it.
 */
export const agentBackfillLinks = pgTable(
  'agent_backfill_links',
  {
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    profileKey: text('profile_key').notNull(),
    /** The agent's per-source mean score for the event (as the dedup worker ranks agents). */
    score: doublePrecision('score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.eventId] }), index('agent_backfill_links_event_idx').on(t.eventId)],
);

export interface EventEntity {
  name: string;
  type: 'person' | 'organization' | 'location' | 'other';
  role: 'actor' | 'target' | 'mentioned';
}
export interface EventLocation {
  name: string;
  country: string | null;
}

export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    eventType: text('event_type').notNull(),
    occurredAt: ts('occurred_at').notNull(),
    firstSeenAt: ts('first_seen_at').notNull(),
    lastUpdatedAt: ts('last_updated_at').notNull(),
    /** Ingestion time of the newest source; status is derived from it at read time. */
    lastSourceAt: ts('last_source_at').notNull(),
    sourceCount: integer('source_count').notNull(),
    publicationCount: integer('publication_count').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    entities: jsonb('entities').$type<EventEntity[]>().notNull().default([]),
    locations: jsonb('locations').$type<EventLocation[]>().notNull().default([]),
    /** The dedup worker's state of the event (services/dedup/engine.ts StoredFeatures); null for seeded samples. Plain json, stored uncompressed (migration 0006). */
    features: json('features'),
    /** Bumped on every write by the dedup worker, so each worker can catch up on the others' changes. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('events_last_updated_idx').on(t.lastUpdatedAt.desc()),
    index('events_seq_idx').on(t.seq),
    index('events_last_source_idx').on(t.lastSourceAt),
  ],
);

export const eventSources = pgTable(
  'event_sources',
  {
    canonicalUrl: text('canonical_url').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    publication: text('publication').notNull(),
    title: text('title').notNull(),
    publishedAt: ts('published_at'),
    ingestedAt: ts('ingested_at').notNull(),
    /** Hash of title, date and body: a re-sent identical article changes nothing. */
    contentHash: text('content_hash').notNull().default(''),
    /** The article's lead, kept for search and report composition. */
    lead: text('lead').notNull().default(''),
    /** The article's text (first SEARCH_BODY_CHARS), for web search and its excerpts. */
    body: text('body').notNull().default(''),
    /**
     * The facts this source states (services/evidence/facts.ts SourceFacts: figures with what they
     * count, places, actors, turns), read once by the dedup worker when it writes the source, so
     * replay rebuilds them; reports (and Ask) read them instead of re-reading the text. Null for rows
     * written before it, or by the sample writer: readers then read the text.
     */
    facts: jsonb('facts'),
    /** Web search's index: the title weighs more than the body. */
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, body), 'B')`,
    ),
  },
  (t) => [
    index('event_sources_event_idx').on(t.eventId, t.publishedAt),
    index('event_sources_search_idx').using('gin', t.search),
    index('event_sources_ingested_idx').on(t.ingestedAt.desc()),
  ],
);

/** Where each dedup consumer group stands, written in the same transaction as the projection. */
export const dedupOffsets = pgTable(
  'dedup_offsets',
  {
    consumer: text('consumer').notNull(),
    topic: text('topic').notNull(),
    partition: integer('partition').notNull(),
    /** The next offset to process. */
    nextOffset: bigint('next_offset', { mode: 'number' }).notNull(),
    /** Ingestion time of the last processed message: the worker's clock for archiving. */
    lastTimestamp: bigint('last_timestamp', { mode: 'number' }).notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.topic, t.partition] })],
);

/** Messages to publish after commit (event changes, reports); a relay sends and marks them. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    key: text('key').notNull(),
    /** json, not jsonb: written once, only ever read back whole as the message's text. */
    payload: json('payload').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    publishedAt: ts('published_at'),
  },
  (t) => [
    index('outbox_unpublished_idx')
      .on(t.id)
      .where(sql`published_at IS NULL`),
  ],
);

export const eventAgents = pgTable(
  'event_agents',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['primary', 'secondary'] }).notNull(),
    lastUpdatedAt: ts('last_updated_at').notNull(),
    /**
     * The agent's storyline this event belongs to: the id of its earliest event (services/evidence/
     * storylines.ts), written by the dedup worker with the link, so a replay rebuilds it.
     */
    storylineId: text('storyline_id'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.agentId] }),
    index('event_agents_agent_updated_idx').on(t.agentId, t.lastUpdatedAt.desc()),
    index('event_agents_agent_storyline_idx').on(t.agentId, t.storylineId),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: text('id').primaryKey(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    workflowId: text('workflow_id').notNull(),
    triggerType: text('trigger_type').notNull(),
    generatedAt: ts('generated_at').notNull(),
    /** The whole Report as served (schemas/api/report.ts). */
    body: jsonb('body').notNull(),
    /** Source count per cited event when the report was written: the next report's changeScore compares against it. */
    evidence: jsonb('evidence').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('reports_workflow_uq').on(t.workflowId),
    index('reports_agent_generated_idx').on(t.agentId, t.generatedAt.desc()),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    balanceCredits: bigint('balance_credits', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['active', 'revoked'] })
      .notNull()
      .default('active'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [check('accounts_balance_nonnegative', sql`${t.balanceCredits} >= 0`)],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** SHA-256 of the whole key, hex. The key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    /** The first 12 characters (`sk_` + 9), enough for an operator to find the account. */
    keyPrefix: text('key_prefix').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('api_keys_hash_uq').on(t.keyHash), index('api_keys_prefix_idx').on(t.keyPrefix)],
);

export const usageLedger = pgTable(
  'usage_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * The account, with no foreign key: every statement that writes a ledger row updates (and so locks)
     * that account's row in the same transaction, which already proves it exists, and accounts are
     * never deleted (a revocation keeps the row). A foreign key checked the account again for every
     * row: with billed reads granted ~19 to a statement, that check was about a third of PostgreSQL's
     * CPU per billed request (README, "The gateway's CPU and memory").
     */
    accountId: uuid('account_id').notNull(),
    kind: text('kind', { enum: ['signup_grant', 'charge', 'refund', 'topup', 'revoke'] }).notNull(),
    /** Signed change to the balance; the ledger's sum per account equals the balance. */
    credits: bigint('credits', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    operation: text('operation'),
    requestId: text('request_id'),
    note: text('note'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('usage_ledger_account_idx').on(t.accountId, t.id)],
);

export const x402Settlements = pgTable(
  'x402_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: text('request_id').notNull(),
    operation: text('operation').notNull(),
    payer: text('payer').notNull(),
    amount: text('amount').notNull(),
    asset: text('asset').notNull(),
    network: text('network').notNull(),
    transaction: text('transaction').notNull(),
    x402Version: integer('x402_version').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('x402_settlements_tx_uq').on(t.network, t.transaction)],
);

/** Fixed-window hit counters shared by every gateway instance (e.g. registrations per client IP). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Pages fetched by web extract, reused until they are WEB_EXTRACT_MAX_AGE_SECONDS old. */
export const webPages = pgTable(
  'web_pages',
  {
    url: text('url').primaryKey(),
    finalUrl: text('final_url').notNull(),
    title: text('title').notNull(),
    publishDate: text('publish_date'),
    fullContent: text('full_content').notNull(),
    fetchedAt: ts('fetched_at').notNull(),
  },
  (t) => [index('web_pages_fetched_idx').on(t.fetchedAt)],
);

/**
 * Every message pushed to agents (`npm run push` writes them from the event and report topics): one
 * row per agent and message, in one total order. `seq` is the stream cursor (the SSE `id:`) and the
 * webhook cursor; rows are numbered under a lock, so a reader that has seen `seq` n has seen all below.
 */
export const pushMessages = pgTable(
  'push_messages',
  {
    seq: bigserial('seq', { mode: 'bigint' }).primaryKey(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['event.founded', 'event.updated', 'report.published'] }).notNull(),
    /** The same Kafka message delivered twice is the same push message: the change id, or the report id. */
    key: text('key').notNull(),
    /** The message's data as sent, stored as text (json) and never serialised again. */
    data: json('data').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_messages_agent_key_uq').on(t.agentId, t.key),
    index('push_messages_agent_seq_idx').on(t.agentId, t.seq),
    index('push_messages_created_idx').on(t.createdAt),
  ],
);

/** A URL subscribed to agents' messages, delivered by one Temporal workflow per subscription. */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    /** `wh_` + 24 random hex. */
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    agentIds: uuid('agent_ids').array().notNull(),
    types: text('types').array().notNull(),
    /** The Standard Webhooks signing secret (`whsec_…`), shown to the subscriber once. */
    secret: text('secret').notNull(),
    status: text('status', { enum: ['active', 'paused', 'deleted'] })
      .notNull()
      .default('active'),
    pausedReason: text('paused_reason'),
    /** The `seq` of the last message delivered: deliveries go on after it. */
    cursor: bigint('cursor', { mode: 'bigint' }).notNull(),
    /** A replay asked for and not yet taken up by the delivery workflow: it moves the cursor here. */
    replayAfter: bigint('replay_after', { mode: 'bigint' }),
    delivered: bigint('delivered', { mode: 'number' }).notNull().default(0),
    lastDeliveryAt: ts('last_delivery_at'),
    /** Since when the message at the cursor keeps failing, and why it last failed. */
    failingSince: ts('failing_since'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_subscriptions_account_idx').on(t.accountId)],
);

/**
 * The SSE streams open now, on every gateway, so that an account's cap holds across them. A gateway
 * renews its streams' leases while they are open and deletes each row when its stream ends; a row whose
 * gateway died expires with its lease.
 */
export const pushStreams = pgTable(
  'push_streams',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('push_streams_account_idx').on(t.accountId)],
);

/**
 * Feed sources (RSS 2.0, Atom 1.0) an operator registered or an agent's profile named, with the poll
 * state that survives a restart (validators for conditional GET, the next poll) and the health of
 * the latest polls. Polled by `npm run feeds` (services/feeds/).
 */
export const sources = pgTable(
  'sources',
  {
    /** `src_` + 24 random hex. */
    id: text('id').primaryKey(),
    url: text('url').notNull(),
    /** The URL's host name: one request at a time per host, whatever the sources on it. */
    host: text('host').notNull(),
    /** The operator's name for it; null takes the feed's own title. */
    name: text('name'),
    language: text('language'),
    pollIntervalSeconds: integer('poll_interval_seconds').notNull(),
    state: text('state', { enum: ['active', 'paused'] })
      .notNull()
      .default('active'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Slugs of the agents the source is meant for (an agent profile's feeds name theirs). */
    agentHints: text('agent_hints')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Its items are sample data written for the demo (the run command's local feeds): articles marked `sample`. */
    sample: boolean('sample').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    nextPollAt: ts('next_poll_at').notNull().defaultNow(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    feedTitle: text('feed_title'),
    /** When the feed last answered with its items: an item it no longer listed then has left the feed. */
    lastListedAt: ts('last_listed_at'),
    lastPollAt: ts('last_poll_at'),
    /** `new_items`, `no_new_items`, `not_modified` or `failed`. */
    lastOutcome: text('last_outcome'),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    lastLatencyMs: integer('last_latency_ms'),
    lastSuccessAt: ts('last_success_at'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** When the current run of failed polls began; null while polls succeed. */
    failingSince: ts('failing_since'),
    /** The latest article page that could not be fetched or extracted (its item fell back to the summary). */
    lastFullTextError: text('last_full_text_error'),
  },
  (t) => [
    uniqueIndex('sources_url_uq').on(t.url),
    index('sources_due_idx')
      .on(t.nextPollAt)
      .where(sql`state = 'active'`),
  ],
);

/**
 * Items a source's feed has carried, by key: a key recorded here is never sent again (a restart or a
 * second poller included). An item waits as `pending` with its message until the relay has sent it
 * to its topic; `sendMark` holds the topic's end offsets taken just before a send, so a relay that
 * died after Kafka took the message finds it there instead of sending it twice. Kept while the feed
 * lists the item, then FEED_ITEM_RETENTION_DAYS after it left the feed.
 */
export const sourceItems = pgTable(
  'source_items',
  {
    sourceId: text('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    /** Ordered insertion, so a relay sends a feed's items in the order they were taken. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    firstSeenAt: ts('first_seen_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    status: text('status', { enum: ['pending', 'sent'] }).notNull(),
    /** `articles` or `dead-letters`: where the item's message goes. */
    topic: text('topic', { enum: ['articles', 'dead-letters'] }).notNull(),
    /** The message while pending (text, sent byte for byte); null once sent. */
    payload: json('payload'),
    sendMark: jsonb('send_mark').$type<Record<string, number>>(),
    /**
     * How the article got its text: the feed's own content, the fetched page, the summary after a
     * failed fetch, or none tried (no link to fetch).
     */
    fullText: text('full_text', { enum: ['feed', 'fetched', 'fallback', 'skipped'] }).notNull(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.sourceId, t.itemKey] }),
    index('source_items_pending_idx')
      .on(t.sourceId, t.seq)
      .where(sql`status = 'pending'`),
    index('source_items_first_seen_idx').on(t.sourceId, t.firstSeenAt),
    index('source_items_last_seen_idx').on(t.lastSeenAt),
  ],
);

/** When a host may be asked again: the minimum gap after the last request, or a `Retry-After`. */
export const sourceHosts = pgTable('source_hosts', {
  host: text('host').primaryKey(),
  nextRequestAt: ts('next_request_at').notNull(),
});
