import type { AskResponse } from '../../schemas/api/ask.ts';
import type { AgentCatalog, CatalogAgent } from '../domain/agent-ref.ts';
import { answerFromReading } from './answerer.ts';
import type { LlmAnswerer } from './llm-answerer.ts';
import { ASSESSMENT, parseQuestion, type Question } from './question.ts';
import { readMaterial } from './reading.ts';
import type { AskRetriever } from './retrieval.ts';
import { contentTerms, tokenize } from '../evidence/tokens.ts';

export interface AskInput {
  question: string;
  /** The agent the answer is scoped to (resolved by the ref guard), if any. */
  agent: CatalogAgent | null;
  since?: string | undefined;
}

export interface AskerDeps {
  retriever: Pick<AskRetriever, 'retrieve'>;
  agents: () => Promise<AgentCatalog>;
  clock: () => Date;
  /** The newest ingestion time the projection reflects, when known. */
  dataAsOf: () => Date | null;
  /** The optional model that writes the answer from the same passages (falls back to the deterministic one). */
  llm?: Pick<LlmAnswerer, 'answer'> | null;
}

/**
 * Ask: a question in, a cited answer out. Reads the question (kind, terms, names, period), drops
 * the names that are agents (they choose whose reports to read), retrieves what Sitrep holds for it,
 * answers deterministically from the best-supported sentences, and lets the model (when one is set)
 * write the answer instead, under the same grounding check.
 */
export class Asker {
  constructor(private readonly deps: AskerDeps) {}

  async ask(input: AskInput): Promise<AskResponse> {
    const now = this.deps.clock();
    const { question, agents } = withoutAgentNames(parseQuestion(input.question, now), await this.deps.agents());
    const since = input.since ? new Date(input.since) : null;
    const from = question.time.future ? since : latestOf(question.time.from, since);
    const to = question.time.future ? null : question.time.to;
    const material = await this.deps.retriever.retrieve(question, {
      agentId: input.agent?.id ?? null,
      from,
      to,
      agentIds: [...new Set([...(input.agent ? [input.agent.id] : []), ...agents.map((a) => a.id)])],
    });
    const reading = readMaterial({ ...question, time: { ...question.time, from, to } }, material);
    const deterministic = answerFromReading(reading, { scoped: input.agent !== null || agents.length > 0 });
    const answer = this.deps.llm ? await this.deps.llm.answer(reading, deterministic) : deterministic;
    const asOf = this.deps.dataAsOf() ?? material.newest ?? now;
    return { answer: answer.answer, basis: answer.basis, asOf: asOf.toISOString() };
  }
}

const latestOf = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** Names in the question that are agents ("Sentinel") scope the answer; they are not words to find in the news. */
function withoutAgentNames(q: Question, catalog: AgentCatalog): { question: Question; agents: CatalogAgent[] } {
  const agents: CatalogAgent[] = [];
  const names = q.names.filter((n) => {
    const agent = catalog.agents.find((a) => a.name.toLowerCase() === n.toLowerCase() || a.slug === n.toLowerCase());
    if (agent) agents.push(agent);
    return !agent;
  });
  if (!agents.length) return { question: q, agents };
  // "What is Sentinel's assessment?": the agent's name and the words asking for its view are not news to find.
  const dropped = new Set(agents.flatMap((a) => contentTerms(tokenize(a.name))));
  const terms = q.terms.filter((t) => !dropped.has(t) && !ASSESSMENT.test(t));
  return { question: { ...q, names, terms, assessment: true }, agents };
}
