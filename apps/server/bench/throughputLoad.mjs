// The throughput client of `pnpm bench` (issue 14), in a process of its own so that making the requests does not
// take the event loop of the server it measures. `connections` lanes each keep one GET in flight over a keep-alive
// connection of its own, against the targets in turn, first for `warmUpMs`, then counted for `durationMs`; then it
// reports the answers by status and the seconds counted, and exits. node:http rather than fetch: on a 2-core
// machine fetch tops out near 3,000 requests a second, below what a bare Fastify route answers, so it would
// measure itself; node:http reaches about 8,500.
//   node throughputLoad.mjs '{"targets":[{"url":"…","headers":{…}}],"connections":10,"warmUpMs":1000,"durationMs":5000}'
import http from 'node:http';

const { targets, connections, warmUpMs, durationMs } = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const answers = {};
let counting = false;
let stopping = false;

const get = ({ url, headers }) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        // The body is part of the answer: a request is done when it has arrived.
        response.resume();
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      })
      .on('error', reject);
  });

const lane = async (index) => {
  for (let n = index; !stopping; n += connections) {
    const status = await get(targets[n % targets.length]).catch(() => 'error');
    if (counting && !stopping) answers[status] = (answers[status] ?? 0) + 1;
  }
};

const lanes = Promise.all(Array.from({ length: connections }, (_, index) => lane(index)));
await new Promise((resolve) => setTimeout(resolve, warmUpMs));
counting = true;
const started = performance.now();
await new Promise((resolve) => setTimeout(resolve, durationMs));
stopping = true;
const seconds = (performance.now() - started) / 1000;
await lanes;
agent.destroy();
process.send({ answers, seconds }, () => process.exit(0));
