import type { AgentSummary } from '../../schemas/api/agent.ts';

export interface CatalogAgent extends AgentSummary {
  externalIdKey: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** '#017', '017' and '17' all give '17'; '000' gives '0'. */
export function externalIdKey(externalId: string): string {
  const s = externalId.startsWith('#') ? externalId.slice(1) : externalId;
  const stripped = s.replace(/^0+/, '');
  return stripped === '' && s !== '' ? '0' : stripped;
}

export type RefResolution =
  { kind: 'malformed'; ref: string } | { kind: 'not_found'; ref: string } | { kind: 'found'; agent: CatalogAgent };

/** The agents in memory, indexed for ref resolution in the order of DECISIONS.md §2. */
export class AgentCatalog {
  readonly agents: readonly CatalogAgent[];
  private readonly byId = new Map<string, CatalogAgent>();
  private readonly bySlug = new Map<string, CatalogAgent>();
  private readonly byName = new Map<string, CatalogAgent>();
  private readonly byExternal = new Map<string, CatalogAgent>();

  constructor(agents: CatalogAgent[]) {
    this.agents = [...agents].sort(compareAgents);
    for (const a of this.agents) {
      this.byId.set(a.id.toLowerCase(), a);
      this.bySlug.set(a.slug, a);
      this.byName.set(a.name.toLowerCase(), a);
      if (a.externalIdKey !== null) this.byExternal.set(a.externalIdKey, a);
    }
  }

  resolve(rawRef: string): RefResolution {
    // Control characters are malformed wherever they sit: trimming must not turn `\t017` into `017`.
    if (CONTROL.test(rawRef)) return { kind: 'malformed', ref: rawRef };
    const ref = rawRef.trim();
    if (ref === '' || ref.length > 128 || ref.includes('/')) return { kind: 'malformed', ref: rawRef };
    const agent =
      (UUID.test(ref) ? this.byId.get(ref.toLowerCase()) : undefined) ??
      this.bySlug.get(ref) ??
      this.byName.get(ref.toLowerCase()) ??
      this.byExternal.get(externalIdKey(ref));
    return agent ? { kind: 'found', agent } : { kind: 'not_found', ref: rawRef };
  }

  search(term: string | undefined, limit: number): CatalogAgent[] {
    const needle = term?.trim().toLowerCase();
    const hits = needle
      ? this.agents.filter((a) => [a.name, a.domain, a.description].some((f) => f.toLowerCase().includes(needle)))
      : this.agents;
    return hits.slice(0, limit);
  }
}

/** Catalog order: external id numerically where both have one, then name. */
function compareAgents(a: CatalogAgent, b: CatalogAgent): number {
  const ka = a.externalIdKey,
    kb = b.externalIdKey;
  if (ka !== null && kb !== null && ka !== kb) {
    const na = Number(ka),
      nb = Number(kb);
    if (Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
    return ka < kb ? -1 : 1;
  }
  if (ka !== null && kb === null) return -1;
  if (ka === null && kb !== null) return 1;
  return a.name.localeCompare(b.name);
}

export function toSummary(a: CatalogAgent): AgentSummary {
  return {
    id: a.id,
    externalId: a.externalId,
    name: a.name,
    slug: a.slug,
    domain: a.domain,
    description: a.description,
  };
}

/** The slug form of a name: lowercase, runs of non-alphanumerics as one underscore. */
export function slugify(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}
