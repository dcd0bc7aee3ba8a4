import { EVM_NETWORK_CHAIN_ID_MAP } from '@x402/evm/v1';
import { defineChain, type Chain, type Hex } from 'viem';

/**
 * Hardhat's well-known development keys (mnemonic "test test … junk"). They are public: they may
 * only ever hold the local chain's play money, and every role gets its own so nonces never collide.
 */
export const LOCAL_KEYS = {
  /** Deploys the test token; its first transaction on a fresh chain creates the token. */
  deployer: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  /** The demo buyer behind `npm run ops -- pay`. */
  buyer: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  /** The gateway's payTo in development. */
  seller: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  /** The local facilitator, which pays the gas of every settlement. */
  facilitator: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
} as const satisfies Record<string, Hex>;

/** EIP-712 domain of the test token, matching Base Sepolia USDC's, given to clients in `extra`. */
export const TEST_USDC_DOMAIN = { name: 'USDC', version: '2' } as const;

/** A viem chain for an `eip155:<id>` network reached at `rpcUrl`. */
export function chainFor(network: string, rpcUrl: string): Chain {
  const m = /^eip155:(\d+)$/.exec(network);
  if (!m) throw new Error(`not an EVM network: ${network}`);
  return defineChain({
    id: Number(m[1]),
    name: `local ${network}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

/** The v1 name of an `eip155:<id>` network, when legacy clients have one for it. */
export function v1NetworkName(network: string): string | null {
  const id = Number(/^eip155:(\d+)$/.exec(network)?.[1]);
  const hit = Object.entries(EVM_NETWORK_CHAIN_ID_MAP as Record<string, number>).find(([, chainId]) => chainId === id);
  return hit ? hit[0] : null;
}

/** The subset of the token's ABI that Sitrep's scripts and tests call. */
export const testUsdcAbi = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'a', type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
] as const;
