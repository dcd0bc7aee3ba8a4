/**
 * Credits a report written for a client's own agent costs its owner (the price sheet publishes it as
 * `agentReport`). The report worker charges it and pauses the agent's schedule when the balance cannot
 * cover the next one; the gateway publishes it. Catalog agents' reports are not charged.
 */
export const AGENT_REPORT_CREDITS = 100;

/** The ledger's `operation` of a report charge; its `request_id` is the report id. */
export const AGENT_REPORT_OPERATION = 'agentReport';
