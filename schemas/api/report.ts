import { z } from 'zod';
import { AgentSummary } from './agent.ts';
import { dateTime, limitParam } from './common.ts';

export const TREND = ['stable', 'developing', 'escalating', 'de-escalating', 'uncertain'] as const;
export const TRIGGER_TYPES = ['scheduled', 'manual', 'signal'] as const;
export const WINDOW_TYPES = ['rolling_24h', 'rolling_7d', 'since_last'] as const;
export const LENSES = ['personal', 'research', 'business_operations', 'trading_investments'] as const;

export const CoverageWindow = z
  .object({ windowType: z.enum(WINDOW_TYPES), start: dateTime.nullable(), end: dateTime.nullable() })
  .meta({ id: 'CoverageWindow' });

export const Situation = z
  .object({
    headline: z.string().describe('one-line characterization of the current state'),
    what_happened: z.string(),
    what_changed: z.string(),
    why_it_matters: z.string(),
  })
  .meta({ id: 'Situation' });

export const DecisionAdvantageBlock = z
  .object({ bottom_line: z.string(), recommended_posture: z.string(), time_horizon: z.string() })
  .meta({ id: 'DecisionAdvantageBlock' });

export const DecisionAdvantageByLens = z
  .object({
    personal: DecisionAdvantageBlock,
    research: DecisionAdvantageBlock,
    business_operations: DecisionAdvantageBlock,
    trading_investments: DecisionAdvantageBlock,
  })
  .meta({ id: 'DecisionAdvantageByLens' });

export const Confidence = z
  .object({ overall: z.enum(['low', 'medium', 'high']), notes: z.array(z.string()) })
  .meta({ id: 'Confidence' });

export const ReportId = z.string().regex(/^rpt_[a-f0-9]{24}$/);
export const EventIdString = z.string().regex(/^evt_[a-z0-9]{16,}$/);
export const SignalId = z.string().regex(/^sig_[a-f0-9]+$/);

export const Report = z
  .object({
    reportId: ReportId,
    agentSlug: z.string(),
    agentCodename: z.string(),
    title: z.string(),
    summary: z.string(),
    analysis: z.string().describe('long-form Markdown'),
    trend: z.enum(TREND).nullable().optional(),
    coverageWindow: CoverageWindow,
    asOf: dateTime,
    generatedAt: dateTime,
    generationReason: z.string().nullable().optional(),
    triggerType: z.enum(TRIGGER_TYPES).nullable().optional(),
    changeScore: z.number().min(0).max(1).nullable().optional(),
    sourceEventIds: z.array(EventIdString),
    inboundSignalIds: z.array(SignalId).optional(),
    region: z.array(z.string()),
    situation: Situation,
    decisionAdvantage: DecisionAdvantageByLens,
    nextLikelyDevelopments: z.array(z.string()),
    confidence: Confidence,
  })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof Report>;

export const ListReportsQuery = z.strictObject({ limit: limitParam(1, 3, 1) });

export const ListReportsResponse = z
  .object({ agent: AgentSummary, count: z.number().int(), reports: z.array(Report) })
  .meta({ id: 'ReportList' });
