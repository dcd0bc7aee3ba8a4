import { createHash } from 'node:crypto';

/** `evt_` + 24 hex of SHA-256 of the founding source's canonical URL (DESIGN.md invariant 3). */
export function eventIdFor(canonicalUrl: string): string {
  return `evt_${createHash('sha256').update(canonicalUrl).digest('hex').slice(0, 24)}`;
}
