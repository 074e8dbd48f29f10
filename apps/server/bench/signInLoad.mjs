// The sign-in load of `pnpm bench` (issue 13, finding 5), in a process of its own at the lowest CPU priority:
// a real attacker's requests are made on another machine, so on a bench machine the generator must not take
// the server's CPU. `concurrency` sign-ins are always in flight, each with the public client credential, an
// unknown e-mail and a forwarded address of its own (the distributed attacker per-address limits let through),
// until the parent says stop; then it reports how they were answered and exits.
const [base, concurrency] = [process.argv[2], Number(process.argv[3])];
const credential = `Basic ${Buffer.from('web:web').toString('base64')}`;
const answers = {};
let stopping = false;
process.on('message', () => {
  stopping = true;
});

const signIn = async (lane, n) => {
  const response = await fetch(`${base}/api/v2/login/plain`, {
    method: 'POST',
    headers: {
      authorization: credential,
      'content-type': 'application/json',
      'x-forwarded-for': `10.${lane % 250}.${n % 250}.${1 + (n % 250)}`,
    },
    body: JSON.stringify({ email: `load${lane}-${n}@bench.klubhus.dk`, password: 'not-the-password' }),
  });
  await response.arrayBuffer();
  answers[response.status] = (answers[response.status] ?? 0) + 1;
};

const lane = async (index) => {
  for (let n = 0; !stopping; n++) {
    await signIn(index, n).catch(() => {
      answers.error = (answers.error ?? 0) + 1;
    });
  }
};

await Promise.all(Array.from({ length: concurrency }, (_, index) => lane(index)));
process.send(answers, () => process.exit(0));
