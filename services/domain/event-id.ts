import { hash } from 'node:crypto';

/** `evt_` + 24 hex of SHA-256 of the founding source's canonical URL (DESIGN.md invariant 3). */
export function eventIdFor(canonicalUrl: string): string {
  return `evt_${hash('sha256', canonicalUrl, 'hex').slice(0, 24)}`;
}
