import type { Config } from '../../config.ts';

export interface X402Settings {
  facilitatorUrl: string;
  network: `${string}:${string}`;
  asset: `0x${string}`;
  assetName: string;
  assetVersion: string;
  payTo: `0x${string}`;
  facilitatorTimeoutMs: number;
  maxTimeoutSeconds: number;
  publicBaseUrl?: string;
}

/** The x402 settings, when the configuration enables x402 (all four X402_* set). */
export function x402Settings(config: Config): X402Settings | null {
  const { X402_FACILITATOR_URL: facilitatorUrl, X402_NETWORK: network, X402_ASSET: asset, X402_PAY_TO: payTo } = config;
  if (!facilitatorUrl || !network || !asset || !payTo) return null;
  return {
    facilitatorUrl,
    network,
    asset,
    payTo,
    assetName: config.X402_ASSET_NAME,
    assetVersion: config.X402_ASSET_VERSION,
    facilitatorTimeoutMs: config.X402_FACILITATOR_TIMEOUT_MS,
    maxTimeoutSeconds: config.X402_MAX_TIMEOUT_SECONDS,
    ...(config.PUBLIC_BASE_URL && { publicBaseUrl: config.PUBLIC_BASE_URL.replace(/\/$/, '') }),
  };
}
