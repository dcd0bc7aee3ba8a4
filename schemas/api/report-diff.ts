import { z } from 'zod';
import { AgentSummary } from './agent.ts';
import { dateTime } from './common.ts';
import { EventIdString, ReportId, TREND } from './report.ts';

/** `from` and `to` pick the two reports; by default the latest report against the one before it. */
export const ReportDiffQuery = z.strictObject({
  from: ReportId.optional().describe('the earlier report (default: the report before `to`)'),
  to: ReportId.optional().describe("the later report (default: the agent's latest report)"),
});

const ReportRef = z
  .object({
    reportId: ReportId,
    title: z.string(),
    generatedAt: dateTime,
    asOf: dateTime,
  })
  .meta({ id: 'ReportRef' });

const SourceCount = z.number().int().nullable().describe('sources of the event when the report was written');

export const ReportDiff = z
  .object({
    agent: AgentSummary,
    from: ReportRef.nullable().describe('null when `to` is the agent’s first report: every event is new'),
    to: ReportRef,
    events: z.object({
      new: z
        .array(z.object({ eventId: EventIdString, title: z.string().nullable(), sourceCount: SourceCount }))
        .describe('cited by `to`, not by `from`'),
      grown: z
        .array(
          z.object({
            eventId: EventIdString,
            title: z.string().nullable(),
            sourceCountBefore: z.number().int(),
            sourceCountAfter: z.number().int(),
          }),
        )
        .describe('cited by both, with more sources in `to`'),
      gone: z
        .array(z.object({ eventId: EventIdString, title: z.string().nullable(), sourceCount: SourceCount }))
        .describe('cited by `from`, no longer by `to`'),
    }),
    trend: z.object({
      before: z.enum(TREND).nullable(),
      after: z.enum(TREND).nullable(),
      changed: z.boolean(),
    }),
    changeScore: z.object({
      before: z.number().nullable(),
      after: z.number().nullable(),
      delta: z.number().nullable().describe('after − before, null when either is null'),
    }),
    fields: z
      .array(
        z.object({
          field: z.string().describe('e.g. situation.headline or decisionAdvantage.personal.bottom_line'),
          before: z.string().nullable(),
          after: z.string(),
        }),
      )
      .describe('the situation and lens fields whose text changed, in document order'),
  })
  .meta({ id: 'ReportDiff' });
export type ReportDiff = z.infer<typeof ReportDiff>;
