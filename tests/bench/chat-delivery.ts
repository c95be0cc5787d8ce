// Chat delivery: one member connected by 3 devices across two server instances sharing PostgreSQL
// and Redis (two sockets on B, one on A), another member sending them chat messages at 200 a second
// through both instances' APIs in turn; each message must reach all three devices as
// chat:newMessage, p99 under 100 ms from the moment it was sent. Loopback only, bounded.
import { availableParallelism, loadavg } from 'node:os';
import type { ChatNewMessageEvent } from '@tessera/schemas';
import { io, type Socket } from 'socket.io-client';
import { createDatabase, dropDatabase, missingLoopbackServices, REDIS_URL } from '../journeys/support/realtime-loopback.ts';
import { loginAt, startInstance, stopInstance, type Instance } from '../journeys/support/realtime-servers.ts';
import { closeAll, percentile } from './fanout-sockets.ts';
import { below, reported, type Figure } from './figures.ts';
import { DEMO_PASSWORD } from './server.ts';

const RATE_PER_SECOND = 200;
const DURATION_S = 10;
const MESSAGES = RATE_PER_SECOND * DURATION_S;
/** Messages sent before measuring: connections, statement caches and the JIT warm up. */
const WARM_UP = 100;
const DEVICES = 3;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function device(instance: Instance, jwt: string): Promise<Socket> {
  const socket = io(instance.baseUrl, { auth: { token: jwt }, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function accountId(instance: Instance, jwt: string): Promise<number> {
  const reply = await fetch(`${instance.baseUrl}/api/v1/user`, { headers: { authorization: `Bearer ${jwt}` } });
  return ((await reply.json()) as { accountId: number }).accountId;
}

interface Run {
  /** Per delivery: ms from the send to one device hearing it. */
  times: number[];
  missed: number;
  failedSends: number;
  sendP99: number;
}

/** Sends `count` messages at RATE_PER_SECOND, numbered from `first`, alternating the instances; measures every device's delivery. */
async function run(instances: readonly Instance[], senderJwt: string, to: number, sockets: readonly Socket[], first: number, count: number): Promise<Run> {
  const sentAt = new Map<number, number>();
  const heard = new Map<number, number>();
  const times: number[] = [];
  const sendTimes: number[] = [];
  const listener = (event: ChatNewMessageEvent) => {
    const seq = Number(/m(\d+)/.exec(event.message.message)?.[1]);
    const started = sentAt.get(seq);
    if (started === undefined) return;
    times.push(performance.now() - started);
    heard.set(seq, (heard.get(seq) ?? 0) + 1);
  };
  for (const socket of sockets) socket.on('chat:newMessage', listener);
  let failedSends = 0;
  const sends: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    // Paced against the clock, so a slow reply never slows the rate.
    const due = start + (i * 1000) / RATE_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const seq = first + i;
    const instance = instances[seq % instances.length]!;
    sentAt.set(seq, performance.now());
    sends.push(fetch(`${instance.baseUrl}/api/v1/chat/private/${to}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${senderJwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({ targetId: to, message: `<p>m${seq}</p>`, type: 'text' }),
    }).then(async (reply) => {
      sendTimes.push(performance.now() - sentAt.get(seq)!);
      if (!reply.ok) failedSends++;
      await reply.arrayBuffer();
    }, () => {
      failedSends++;
    }));
  }
  await Promise.all(sends);
  // Whatever is still on its way gets 2 s.
  const until = performance.now() + 2000;
  while (times.length < count * sockets.length && performance.now() < until) await sleep(20);
  for (const socket of sockets) socket.off('chat:newMessage', listener);
  const delivered = [...heard.values()].reduce((sum, n) => sum + n, 0);
  return { times, missed: count * sockets.length - delivered, failedSends, sendP99: Math.round(percentile(sendTimes, 0.99)) };
}

/** Two instances on PostgreSQL and Redis; skipped, saying why, when they do not answer on loopback. */
export async function chatDelivery(basePort: number): Promise<Figure[]> {
  console.log(`\nchat-delivery: ${MESSAGES} chat messages at ${RATE_PER_SECOND}/s to a member on ${DEVICES} devices across two instances (Redis)`);
  const missing = await missingLoopbackServices();
  if (missing) {
    console.log(`  skipped: ${missing}`);
    return [];
  }
  const database = await createDatabase();
  const env = { DATABASE_URL: database.url, REDIS_URL };
  const pair: Instance[] = [];
  let sockets: Socket[] = [];
  try {
    pair.push(await startInstance({ port: basePort + 1, env })); // seeds the database
    pair.push(await startInstance({ port: basePort + 2, env }));
    const [a, b] = pair as [Instance, Instance];
    const sender = await loginAt(a, 'ada@demo.test', DEMO_PASSWORD);
    const [onA, onB] = [await loginAt(a, 'grace@demo.test', DEMO_PASSWORD), await loginAt(b, 'grace@demo.test', DEMO_PASSWORD)];
    const to = await accountId(a, onA);
    sockets = await Promise.all([device(a, onA), device(b, onB), device(b, onB)]);
    await run(pair, sender, to, sockets, 0, WARM_UP);
    // The figure depends on the machine's other work: say what it was.
    console.log(`  load average ${loadavg().map((n) => n.toFixed(1)).join(', ')} on ${availableParallelism()} cores`);
    const measured = await run(pair, sender, to, sockets, WARM_UP, MESSAGES);
    const p50 = Math.round(percentile(measured.times, 0.5));
    const p99 = Math.round(percentile(measured.times, 0.99));
    console.log(`  deliveries ${measured.times.length} of ${MESSAGES * DEVICES}; p50 ${p50} ms, p99 ${p99} ms, max ${Math.round(Math.max(...measured.times))} ms; send reply p99 ${measured.sendP99} ms; failed sends ${measured.failedSends}`);
    return [
      below(`Chat delivery p99 to ${DEVICES} devices on two instances at ${RATE_PER_SECOND} messages/s`, p99, 'ms', 100),
      reported('Chat delivery p50', p50, 'ms'),
      below('Chat deliveries missed', measured.missed, 'deliveries', 1),
      below('Chat sends refused or failed', measured.failedSends, 'messages', 1),
    ];
  } finally {
    closeAll(sockets);
    for (const instance of pair) await stopInstance(instance);
    await dropDatabase(database.name);
  }
}
