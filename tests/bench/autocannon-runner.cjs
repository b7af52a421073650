/**
 * One autocannon run in a process of its own (so the load generator does not share an event loop with the
 * bench's bookkeeping), configured by the JSON file named on the command line; prints one JSON summary.
 *
 * {url, connections, seconds?, amount?} — GET url.
 * {url, connections, amount, submissions: {tokensFile, runId, duplicateEvery, duplicateOf}} — POST /submissions
 *   as many distinct participants (one token each, used once), every `duplicateEvery`-th link naming a post
 *   already entered (`duplicateOf`), whose answer must be a clean 409 duplicate_submission.
 * {url, connections, amount, votes: {tokensFile, entryIds}} — url is the API base; POST
 *   /submissions/{id}/vote as many distinct voters (one token each, used once), entries taken in turn.
 * overallRate (optional): requests a second at most, across the connections, instead of as fast as answered.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS script */
const { readFileSync } = require('node:fs');
const autocannon = require('autocannon');

const config = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const outcome = { created: 0, duplicates: 0, otherStatuses: {} };
// A run of a fixed number of requests ends at autocannon's next one-second tick, so its `duration` is rounded
// up to whole seconds: the rate is taken from the first request to the last answer instead.
const startedAt = performance.now();
let lastAnswerAt = startedAt;

function countOutcome(status, body, expectedRefusal) {
  lastAnswerAt = performance.now();
  if (status === 201) outcome.created += 1;
  else if (status === 409 && JSON.parse(body).error?.code === expectedRefusal) outcome.duplicates += 1;
  else outcome.otherStatuses[status] = (outcome.otherStatuses[status] ?? 0) + 1;
}

function voteRequests({ tokensFile, entryIds }) {
  const tokens = readFileSync(tokensFile, 'utf8').trim().split('\n');
  let next = 0;
  return [
    {
      method: 'POST',
      setupRequest(request) {
        const i = next++;
        return {
          ...request,
          path: `/api/v1/submissions/${entryIds[i % entryIds.length]}/vote`,
          headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
        };
      },
      onResponse: (status, body) => countOutcome(status, body, 'already_voted'),
    },
  ];
}

function submissionRequests({ tokensFile, runId, duplicateEvery, duplicateOf }) {
  const tokens = readFileSync(tokensFile, 'utf8').trim().split('\n');
  let next = 0;
  return [
    {
      method: 'POST',
      setupRequest(request) {
        const i = next++;
        const duplicate = duplicateEvery > 0 && i % duplicateEvery === duplicateEvery - 1;
        const shortcode = duplicate
          ? duplicateOf[i % duplicateOf.length]
          : `B${runId}${i.toString(36).padStart(6, '0')}`;
        return {
          ...request,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}` },
          body: JSON.stringify({
            instagramUrl: `https://www.instagram.com/reel/${shortcode}/`,
            category: 'life',
            hashtagsAdded: true,
            consent: true,
            consentVersion: '2025-09-15',
            language: 'en',
          }),
        };
      },
      onResponse: (status, body) => countOutcome(status, body, 'duplicate_submission'),
    },
  ];
}

autocannon(
  {
    url: config.url,
    connections: config.connections,
    ...(config.overallRate ? { overallRate: config.overallRate } : {}),
    ...(config.amount ? { amount: config.amount } : { duration: config.seconds }),
    ...(config.submissions ? { requests: submissionRequests(config.submissions) } : {}),
    ...(config.votes ? { requests: voteRequests(config.votes) } : {}),
  },
  (error, result) => {
    if (error) {
      process.stderr.write(`${error.stack}\n`);
      process.exit(1);
    }
    const counted = config.submissions || config.votes;
    const seconds = counted ? (lastAnswerAt - startedAt) / 1000 : result.duration;
    process.stdout.write(
      `${JSON.stringify({
        // Over the run's measured time: autocannon's `requests.average` is a mean of whole-second buckets.
        requestsPerSecond: result.requests.total / seconds,
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        requests: result.requests.total,
        seconds,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        statusCodes: result.statusCodeStats,
        ...(counted ? { outcome } : {}),
      })}\n`,
    );
  },
);
