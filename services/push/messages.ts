import type { EventMessageData, ReportMessageData } from '../../schemas/api/push.ts';
import type { Report } from '../../schemas/api/report.ts';
import type { EventChangeV1 } from '../../schemas/messages/article.ts';
import type { NewPushMessage } from './store.ts';

export interface EventFacts {
  title: string;
  summary: string;
  eventType: EventMessageData['event']['eventType'];
}
export type SourceFacts = NonNullable<EventMessageData['source']>;

/**
 * The push messages of one event change (pure): one per linked agent, `event.founded` for a new
 * event and `event.updated` for a source added or updated, keyed by the change id so a redelivered
 * change is the same message. The event's text is as the projection holds it now.
 */
export function eventChangeMessages(
  change: EventChangeV1,
  slugs: ReadonlyMap<string, string>,
  event: EventFacts | undefined,
  source: SourceFacts | undefined,
): NewPushMessage[] {
  if (!event) return [];
  const links = [
    ...(change.primaryAgentId ? [[change.primaryAgentId, 'primary'] as const] : []),
    ...change.secondaryAgentIds.map((id) => [id, 'secondary'] as const),
  ];
  return links.flatMap(([agentId, role]) => {
    const agent = slugs.get(agentId);
    if (!agent) return [];
    const data: EventMessageData = {
      agent,
      role,
      change: change.kind,
      changeId: change.changeId,
      at: change.at,
      event: {
        eventId: change.eventId,
        title: event.title,
        summary: event.summary,
        eventType: event.eventType,
        sourceCount: change.sourceCount,
        publicationCount: change.publicationCount,
      },
      source: source ?? null,
    };
    return [
      {
        agentId,
        type: change.kind === 'founded' ? 'event.founded' : 'event.updated',
        key: change.changeId,
        data: JSON.stringify(data),
      },
    ];
  });
}

/** A published report, whole, for its agent; keyed by the report id. */
export function reportMessage(report: Report, agentId: string): NewPushMessage {
  const data: ReportMessageData = { agent: report.agentSlug, report };
  return { agentId, type: 'report.published', key: report.reportId, data: JSON.stringify(data) };
}
