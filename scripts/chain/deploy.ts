// Compiles TestUSDC (cached by source hash) and deploys it to the local chain, then funds the demo
// buyer. Writes the deployment (network, token, domain) as JSON for `stack.sh env` and the tests.
// Usage: tsx scripts/chain/deploy.ts <rpc-url> <network> <out.json> <cache-dir>
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWalletClient, http, publicActions, type Abi, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { LOCAL_KEYS, TEST_USDC_DOMAIN, chainFor, testUsdcAbi } from '../../services/payments/local-chain.ts';

const [rpcUrl, network, outFile, cacheDir] = process.argv.slice(2);
if (!rpcUrl || !network || !outFile || !cacheDir)
  throw new Error('usage: deploy.ts <rpc-url> <network> <out.json> <cache-dir>');
const require = createRequire(import.meta.url);
const SOURCE = fileURLToPath(new URL('../../infra/chain/TestUSDC.sol', import.meta.url));

interface Artifact {
  abi: Abi;
  bytecode: Hex;
}

function compile(): Artifact {
  const source = readFileSync(SOURCE, 'utf8');
  const solc = require('solc') as {
    version(): string;
    compile(input: string, opts: { import(path: string): { contents: string } | { error: string } }): string;
  };
  const key = createHash('sha256').update(source).update(solc.version()).digest('hex').slice(0, 16);
  const cached = join(cacheDir!, `TestUSDC-${key}.json`);
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as Artifact;
  const input = {
    language: 'Solidity',
    sources: { 'TestUSDC.sol': { content: source } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const findImports = (path: string) => {
    try {
      return { contents: readFileSync(require.resolve(path), 'utf8') };
    } catch {
      return { error: `not found: ${path}` };
    }
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (out.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const c = out.contracts['TestUSDC.sol']!.TestUSDC!;
  const artifact: Artifact = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
  mkdirSync(cacheDir!, { recursive: true });
  writeFileSync(cached, JSON.stringify(artifact));
  return artifact;
}

const artifact = compile();
const chain = chainFor(network, rpcUrl);
const deployer = createWalletClient({
  account: privateKeyToAccount(LOCAL_KEYS.deployer),
  chain,
  transport: http(rpcUrl),
}).extend(publicActions);
const hash = await deployer.deployContract({
  abi: artifact.abi,
  bytecode: artifact.bytecode,
  args: [TEST_USDC_DOMAIN.name, TEST_USDC_DOMAIN.version],
});
const receipt = await deployer.waitForTransactionReceipt({ hash });
const token = receipt.contractAddress;
if (!token) throw new Error('token deployment produced no contract address');
const buyer = privateKeyToAccount(LOCAL_KEYS.buyer).address;
await deployer.waitForTransactionReceipt({
  hash: await deployer.writeContract({
    address: token,
    abi: testUsdcAbi,
    functionName: 'mint',
    args: [buyer, 1_000_000_000n],
  }),
});
writeFileSync(
  outFile,
  JSON.stringify(
    {
      network,
      rpcUrl,
      token,
      ...TEST_USDC_DOMAIN,
      buyer,
      seller: privateKeyToAccount(LOCAL_KEYS.seller).address,
      facilitator: privateKeyToAccount(LOCAL_KEYS.facilitator).address,
    },
    null,
    2,
  ),
);
console.log(`TestUSDC at ${token} on ${network}; buyer ${buyer} funded with 1,000 USDC`);
