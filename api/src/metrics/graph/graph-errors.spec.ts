import { classifyGraphError, GraphApiError, GraphErrorBody } from './graph-errors';

describe('Graph API errors are mapped as docs/instagram-graph.md says', () => {
  const cases: Array<[string, number, GraphErrorBody | null, ReturnType<typeof classifyGraphError>]> = [
    ['190 expired token', 400, { code: 190, error_subcode: 463, message: 'Session has expired' }, 'token'],
    ['10 permission', 403, { code: 10, message: 'Application does not have permission' }, 'permission'],
    ['200 permission', 403, { code: 200 }, 'permission'],
    ['299 permission', 403, { code: 299 }, 'permission'],
    ['4 app limit', 400, { code: 4 }, 'throttled'],
    ['17 user limit', 400, { code: 17 }, 'throttled'],
    ['32 page limit', 400, { code: 32 }, 'throttled'],
    ['613 rate limit', 400, { code: 613 }, 'throttled'],
    ['80002 Instagram BUC limit', 400, { code: 80002 }, 'throttled'],
    ['HTTP 429 without body', 429, null, 'throttled'],
    ['100 with subcode 33', 400, { code: 100, error_subcode: 33 }, 'throttled'],
    ['1 reduce the data', 500, { code: 1, message: 'Please reduce the amount of data' }, 'transient'],
    ['2 service unavailable', 503, { code: 2 }, 'transient'],
    ['is_transient flag', 500, { code: 9999, is_transient: true }, 'transient'],
    ['bare 502', 502, null, 'transient'],
    ['100/2108006 media before conversion', 400, { code: 100, error_subcode: 2108006 }, 'media-unavailable'],
    [
      '100 views metric unsupported',
      400,
      { code: 100, message: '(#100) This media does not support the views metric' },
      'metric-unsupported',
    ],
    ['100 other', 400, { code: 100, message: 'Invalid parameter' }, 'other'],
    ['110 not a business account', 400, { code: 110 }, 'other'],
  ];

  it.each(cases)('%s', (_, status, body, kind) => {
    expect(classifyGraphError(status, body)).toBe(kind);
  });

  it('keeps code, subcode and trace id and says them in the message', () => {
    const error = GraphApiError.fromResponse(
      400,
      { code: 190, error_subcode: 463, message: 'Session has expired', fbtrace_id: 'Abc' },
      null,
    );
    expect(error).toMatchObject({ kind: 'token', code: 190, subcode: 463, fbtraceId: 'Abc', status: 400 });
    expect(error.message).toBe('Session has expired (code 190/463)');
  });
});
