// GET /api/v1/init for a signed-in member under load: autocannon, 50 connections for 10 s, loopback;
// with the server's CPU time per request beside throughput and latency.
import autocannon from 'autocannon';
import { atLeast, below, reported, type Figure } from './figures.ts';
import { serverCpuMs, type RunningServer } from './server.ts';

export async function initLoad(server: RunningServer): Promise<Figure[]> {
  const cpuBefore = serverCpuMs(server);
  const result = await autocannon({
    url: `${server.baseUrl}/api/v1/init`,
    headers: { authorization: `Bearer ${server.jwt}` },
    connections: 50,
    duration: 10,
  });
  const ok = result['2xx'];
  const cpuMicrosPerRequest = ((serverCpuMs(server) - cpuBefore) * 1000) / Math.max(ok, 1);
  if (result.non2xx > 0 || result.errors > 0) {
    console.log(`  note: ${result.non2xx} non-2xx replies and ${result.errors} errors out of ${ok + result.non2xx + result.errors}`);
  }
  const figures = [
    atLeast('GET /init throughput (2xx)', Math.round(ok / result.duration), 'req/s', 2000),
    below('GET /init p99 latency', result.latency.p99, 'ms', 50),
    reported('GET /init server CPU per request', Math.round(cpuMicrosPerRequest), 'µs'),
  ];
  if (result.non2xx > 0 || result.errors > 0) {
    figures.push(below('GET /init failed replies', result.non2xx + result.errors, 'replies', 1));
  }
  return figures;
}
