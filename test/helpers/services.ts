import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STACK = `${ROOT}scripts/stack.sh`;

/** Where each real service is; every integration test reaches them through this. */
export interface ServiceEndpoints {
  databaseUrl: string;
  kafkaBrokers: string[];
  temporalAddress: string;
  /** The local x402 payment stack: a Hardhat chain with the test USDC, and the local facilitator. */
  payments: { rpcUrl: string; facilitatorUrl: string; network: `${string}:${string}`; token: `0x${string}` };
  provider: 'local' | 'docker';
}

export interface RunningServices extends ServiceEndpoints {
  stop(): Promise<void>;
}

const IMAGES = {
  postgres: 'postgres:16-alpine',
  kafka: 'confluentinc/cp-kafka:7.9.0',
  temporal: 'temporalio/temporal:1.5.1',
};

async function stack(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  try {
    const { stdout } = await run('bash', [STACK, ...args], { env, maxBuffer: 4 << 20 });
    return stdout;
  } catch (err) {
    const e = err as { stderr?: string; stdout?: string };
    // The stack script prints the failing service's log tail on stderr; keep it in the error.
    throw new Error(`scripts/stack.sh ${args.join(' ')} failed:\n${e.stderr ?? ''}${e.stdout ?? ''}`);
  }
}

function parseEnv(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/^export (\w+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]));
}

/**
 * A Docker engine that already holds the images (there is no registry to pull from here) makes
 * testcontainers the provider; otherwise the project's own local processes are. INFRA_MODE=local|docker
 * forces one. Detected by asking testcontainers for a runtime, never by looking for the docker CLI.
 */
async function dockerRuntime(): Promise<boolean> {
  const mode = process.env.INFRA_MODE;
  if (mode === 'local') return false;
  try {
    const { getContainerRuntimeClient, ImageName } = await import('testcontainers');
    const rt = await getContainerRuntimeClient();
    for (const image of Object.values(IMAGES)) {
      if (!(await rt.image.exists(ImageName.fromString(image)))) throw new Error(`image ${image} is not cached`);
    }
    return true;
  } catch (err) {
    if (mode === 'docker') throw err;
    return false;
  }
}

async function startContainers(env: NodeJS.ProcessEnv): Promise<RunningServices> {
  // No image runs the payment stack: the chain and the facilitator are local processes either way.
  await stack(['install'], env);
  await stack(['up', 'chain', 'facilitator'], env);
  const payments = localEndpoints(parseEnv(await stack(['env'], env))).payments;
  const { GenericContainer, Wait } = await import('testcontainers');
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const { KafkaContainer } = await import('@testcontainers/kafka');
  const [pg, kafka, temporal] = await Promise.all([
    new PostgreSqlContainer(IMAGES.postgres)
      .withDatabase('sitrep')
      .withUsername('postgres')
      .withPassword('postgres')
      .start(),
    new KafkaContainer(IMAGES.kafka).withKraft().start(),
    new GenericContainer(IMAGES.temporal)
      .withCommand(['server', 'start-dev', '--ip', '0.0.0.0', '--headless'])
      .withExposedPorts(7233)
      .withWaitStrategy(Wait.forListeningPorts())
      .start(),
  ]);
  return {
    provider: 'docker',
    databaseUrl: pg.getConnectionUri(),
    kafkaBrokers: [`${kafka.getHost()}:${kafka.getMappedPort(9093)}`],
    temporalAddress: `${temporal.getHost()}:${temporal.getMappedPort(7233)}`,
    payments,
    stop: async () => {
      await Promise.all([pg.stop(), kafka.stop(), temporal.stop()]);
      await stack(['down', 'facilitator', 'chain'], env);
    },
  };
}

/**
 * The services for a test run. When scripts/test.sh already started the `test` stack, check that
 * every service is still alive (a dead one fails the run with its log tail); otherwise start them
 * here and stop them afterwards.
 */
export async function provideServices(): Promise<RunningServices> {
  const env = { ...process.env, SITREP_STACK: process.env.SITREP_STACK ?? 'test' };
  if (process.env.SITREP_STACK_MANAGED === '1') {
    await stack(['check'], env);
    return { ...localEndpoints(parseEnv(await stack(['env'], env))), stop: () => Promise.resolve() };
  }
  if (await dockerRuntime()) return startContainers(env);
  await stack(['install'], env);
  await stack(['up'], env);
  return {
    ...localEndpoints(parseEnv(await stack(['env'], env))),
    stop: async () => {
      await stack(['down'], env);
    },
  };
}

function localEndpoints(vars: Record<string, string>): ServiceEndpoints {
  const need = (k: string) =>
    vars[k] ||
    (() => {
      throw new Error(`stack.sh env did not print ${k} (is its service up?)`);
    })();
  return {
    provider: 'local',
    databaseUrl: need('DATABASE_URL'),
    kafkaBrokers: need('KAFKA_BROKERS').split(','),
    temporalAddress: need('TEMPORAL_ADDRESS'),
    payments: {
      rpcUrl: need('CHAIN_RPC_URL'),
      facilitatorUrl: need('X402_FACILITATOR_URL'),
      network: need('X402_NETWORK') as `${string}:${string}`,
      token: need('X402_ASSET') as `0x${string}`,
    },
  };
}
