/**
 * Kafka topics and their partition counts. Articles use one partition: dedup decisions depend on
 * the order of all articles, and one totally ordered log is what makes a replay, or a recovery
 * after a crash, reproduce the projection byte for byte (DESIGN.md invariant 1). One worker keeps
 * up with it (bench:ingest); more workers stay correct through the Postgres claim lock.
 */
export const TOPICS = {
  articles: { name: 'sitrep.articles.v1', partitions: 1 },
  articlesDlq: { name: 'sitrep.articles.dlq.v1', partitions: 1 },
  eventChanges: { name: 'sitrep.events.v1', partitions: 6 },
  reports: { name: 'sitrep.reports.v1', partitions: 3 },
} as const;
