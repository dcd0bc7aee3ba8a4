// The nine demo domains (services/ops/agents.ts), in the catalog's order.
import type { Domain } from '../kit.ts';
import { centralBanks } from './central-banks.ts';
import { conflict } from './conflict.ts';
import { cyber } from './cyber.ts';
import { disasters } from './disasters.ts';
import { elections } from './elections.ts';
import { energy } from './energy.ts';
import { health } from './health.ts';
import { maritime } from './maritime.ts';
import { semiconductors } from './semiconductors.ts';

export const DOMAINS: Domain[] = [
  energy,
  maritime,
  conflict,
  centralBanks,
  health,
  disasters,
  semiconductors,
  elections,
  cyber,
];
