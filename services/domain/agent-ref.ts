import type { AgentSummary } from '../../schemas/api/agent.ts';

export interface CatalogAgent extends AgentSummary {
  externalIdKey: string | null;
  /** The account that created it (visible to it alone); null for the operator's catalog. */
  ownerAccountId: string | null;
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

/**
 * The viewer of the operators' surface (/admin/v1, the console's admin role): it sees the catalog as
 * everyone does, and every account's own agent by its UUID (an own agent's name or slug is unique only
 * within its account). Never an account id: those are UUIDs.
 */
export const OPERATOR = 'operator';

export type RefResolution =
  { kind: 'malformed'; ref: string } | { kind: 'not_found'; ref: string } | { kind: 'found'; agent: CatalogAgent };

/** One set of agents indexed by the ref forms of DECISIONS.md §2. */
class RefIndex {
  private readonly byId = new Map<string, CatalogAgent>();
  private readonly bySlug = new Map<string, CatalogAgent>();
  private readonly byName = new Map<string, CatalogAgent>();
  private readonly byExternal = new Map<string, CatalogAgent>();

  add(a: CatalogAgent): void {
    this.byId.set(a.id.toLowerCase(), a);
    this.bySlug.set(a.slug, a);
    this.byName.set(a.name.toLowerCase(), a);
    if (a.externalIdKey !== null) this.byExternal.set(a.externalIdKey, a);
  }

  /** `ref` trimmed and well formed. */
  find(ref: string): CatalogAgent | undefined {
    return (
      (UUID.test(ref) ? this.byId.get(ref.toLowerCase()) : undefined) ??
      this.bySlug.get(ref) ??
      this.byName.get(ref.toLowerCase()) ??
      this.byExternal.get(externalIdKey(ref))
    );
  }
}

/**
 * The agents in memory, indexed for ref resolution in the order of DECISIONS.md §2: the operator's
 * catalog, which everyone sees, and each account's own agents, which only that account (the
 * `viewer`) sees. A ref resolves in the catalog first, so an own agent never changes what a ref
 * meant to anyone; another account's agent is not found, exactly like an agent that does not exist.
 */
export class AgentCatalog {
  /** The catalog (no own agents: what every caller, x402 buyers included, sees). */
  readonly agents: readonly CatalogAgent[];
  private readonly catalog = new RefIndex();
  private readonly own = new Map<string, { agents: CatalogAgent[]; index: RefIndex }>();
  /** Every account's own agents by lowercased UUID (the operator's refs to them). */
  private readonly ownById = new Map<string, CatalogAgent>();

  constructor(agents: CatalogAgent[]) {
    this.agents = agents.filter((a) => a.ownerAccountId === null).sort(compareAgents);
    for (const a of this.agents) this.catalog.add(a);
    for (const a of [...agents].sort(compareAgents)) {
      if (a.ownerAccountId === null) continue;
      let own = this.own.get(a.ownerAccountId);
      if (!own) this.own.set(a.ownerAccountId, (own = { agents: [], index: new RefIndex() }));
      own.agents.push(a);
      own.index.add(a);
      this.ownById.set(a.id.toLowerCase(), a);
    }
  }

  resolve(rawRef: string, viewer: string | null = null): RefResolution {
    // Control characters are malformed wherever they sit: trimming must not turn `\t017` into `017`.
    if (CONTROL.test(rawRef)) return { kind: 'malformed', ref: rawRef };
    const ref = rawRef.trim();
    if (ref === '' || ref.length > 128 || ref.includes('/')) return { kind: 'malformed', ref: rawRef };
    const agent =
      this.catalog.find(ref) ??
      (viewer === OPERATOR
        ? UUID.test(ref)
          ? this.ownById.get(ref.toLowerCase())
          : undefined
        : viewer !== null
          ? this.own.get(viewer)?.index.find(ref)
          : undefined);
    return agent ? { kind: 'found', agent } : { kind: 'not_found', ref: rawRef };
  }

  /** The catalog agent a name, slug or external id would already mean, if any (an own agent may not take it). */
  catalogRef(ref: string): CatalogAgent | undefined {
    return this.catalog.find(ref.trim());
  }

  /** The viewer's own agents, catalog order. */
  ownedBy(viewer: string): readonly CatalogAgent[] {
    return this.own.get(viewer)?.agents ?? [];
  }

  /** The catalog, then the viewer's own agents, filtered by a substring of name, domain or description. */
  search(term: string | undefined, limit: number, viewer: string | null = null): CatalogAgent[] {
    const needle = term?.trim().toLowerCase();
    // The operator's list is the catalog: own agents, with their owners, are an admin route's.
    const visible = viewer === null || viewer === OPERATOR ? this.agents : [...this.agents, ...this.ownedBy(viewer)];
    const hits = needle
      ? visible.filter((a) => [a.name, a.domain, a.description].some((f) => f.toLowerCase().includes(needle)))
      : visible;
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

/** The wire summary; with `viewer`, also whose agent it is (`you` for the viewer's own). */
export function toSummary(a: CatalogAgent, viewer?: string | null): AgentSummary {
  return {
    id: a.id,
    externalId: a.externalId,
    name: a.name,
    slug: a.slug,
    domain: a.domain,
    description: a.description,
    ...(viewer !== undefined && {
      owner: a.ownerAccountId !== null && a.ownerAccountId === viewer ? 'you' : 'catalog',
    }),
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
