import type pg from 'pg';

export interface SettlementRecord {
  requestId: string;
  operation: string;
  payer: string;
  amount: string;
  asset: string;
  network: string;
  transaction: string;
  x402Version: number;
}

/** Receipts of settled x402 payments, one row per on-chain transaction. */
export class SettlementStore {
  constructor(private readonly pool: pg.Pool) {}

  async record(s: SettlementRecord): Promise<void> {
    await this.pool.query(
      `INSERT INTO x402_settlements (request_id, operation, payer, amount, asset, network, transaction, x402_version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (network, transaction) DO NOTHING`,
      [s.requestId, s.operation, s.payer, s.amount, s.asset, s.network, s.transaction, s.x402Version],
    );
  }

  async byRequestId(requestId: string): Promise<SettlementRecord | null> {
    const { rows } = await this.pool.query<SettlementRecord>(
      `SELECT request_id AS "requestId", operation, payer, amount, asset, network, transaction, x402_version AS "x402Version"
         FROM x402_settlements WHERE request_id = $1`,
      [requestId],
    );
    return rows[0] ?? null;
  }
}
