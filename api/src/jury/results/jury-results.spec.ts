import { computeResults, JuryMark, weightedMark } from './jury-results';

const mark = (submissionId: string, jurorId: string, c: number, a: number, t: number): JuryMark => ({
  submissionId,
  jurorId,
  creativity: c,
  culturalAuthenticity: a,
  technicalExcellence: t,
});

const SUBMITTED = new Date('2025-10-01T10:00:00+05:30');

describe('jury results', () => {
  it('weights creativity 40 %, cultural authenticity 30 %, technical excellence 30 %', () => {
    expect(weightedMark({ creativity: 10, culturalAuthenticity: 0, technicalExcellence: 0 })).toBeCloseTo(4);
    expect(weightedMark({ creativity: 8, culturalAuthenticity: 6, technicalExcellence: 5 })).toBeCloseTo(6.5);
  });

  it('takes the mean over the jurors who marked the entry, per criterion and weighted', () => {
    const [result] = computeResults(
      [{ submissionId: 'a', views: 100, submittedAt: SUBMITTED }],
      [mark('a', 'j1', 8, 6, 5), mark('a', 'j2', 6, 8, 9)],
      { round: 4, normalised: false, viewsWeight: 0.5 },
    );
    expect(result).toMatchObject({
      jurorCount: 2,
      meanCreativity: 7,
      meanCulturalAuthenticity: 7,
      meanTechnicalExcellence: 7,
      juryScore: 7,
      finalScore: 7, // Round 4: the jury alone, views play no part
      rank: 1,
    });
  });

  it('makes a harsh and a lenient juror count alike once normalised', () => {
    // The harsh juror's favourite (b) gets 5; the lenient juror's least favourite (a) gets 7.
    const marks = [
      mark('b', 'harsh', 5, 5, 5),
      mark('c', 'harsh', 3, 3, 3),
      mark('d', 'harsh', 1, 1, 1),
      mark('a', 'lenient', 7, 7, 7),
      mark('e', 'lenient', 9, 9, 9),
      mark('f', 'lenient', 8, 8, 8),
    ];
    const entries = ['a', 'b', 'c', 'd', 'e', 'f'].map((submissionId) => ({
      submissionId,
      views: 0,
      submittedAt: SUBMITTED,
    }));
    const rank = (normalised: boolean) =>
      Object.fromEntries(
        computeResults(entries, marks, { round: 4, normalised, viewsWeight: 0 }).map((r) => [r.submissionId, r]),
      );

    const raw = rank(false);
    expect(raw.a.rank).toBeLessThan(raw.b.rank); // 7 beats 5 on the raw mean
    expect(raw.a.juryScoreNormalised).toBeNull();

    const normalised = rank(true);
    expect(normalised.b.rank).toBeLessThan(normalised.a.rank); // a juror's best beats the other's worst
    // Each juror's best entry ends level with the other's best, and so on down.
    expect(normalised.b.juryScoreNormalised).toBeCloseTo(normalised.e.juryScoreNormalised!, 6);
    expect(normalised.d.juryScoreNormalised).toBeCloseTo(normalised.a.juryScoreNormalised!, 6);
    expect(Object.values(normalised).every((r) => r.juryScoreNormalised! >= 0 && r.juryScoreNormalised! <= 10)).toBe(
      true,
    );
  });

  it('gives a juror with no spread no say in the normalised score', () => {
    const results = computeResults(
      [
        { submissionId: 'a', views: null, submittedAt: SUBMITTED },
        { submissionId: 'b', views: null, submittedAt: SUBMITTED },
      ],
      [
        mark('a', 'flat', 7, 7, 7),
        mark('b', 'flat', 7, 7, 7),
        mark('a', 'other', 9, 9, 9),
        mark('b', 'other', 5, 5, 5),
      ],
      { round: 4, normalised: true, viewsWeight: 0 },
    );
    expect(results.map((r) => r.submissionId)).toEqual(['a', 'b']);
    expect(results.every((r) => r.juryScoreNormalised! >= 0 && r.juryScoreNormalised! <= 10)).toBe(true);
  });

  it('combines views and jury in Round 3 with the configured weight', () => {
    const entries = [
      { submissionId: 'viral', views: 1_000_000, submittedAt: SUBMITTED },
      { submissionId: 'crafted', views: 250_000, submittedAt: SUBMITTED },
    ];
    const marks = [mark('viral', 'j1', 4, 4, 4), mark('crafted', 'j1', 10, 10, 10)];
    const even = computeResults(entries, marks, { round: 3, normalised: false, viewsWeight: 0.5 });
    expect(even.find((r) => r.submissionId === 'viral')).toMatchObject({ viewsScore: 10, finalScore: 7 });
    expect(even.find((r) => r.submissionId === 'crafted')).toMatchObject({ viewsScore: 2.5, finalScore: 6.25 });
    expect(even[0].submissionId).toBe('viral');

    const juryLed = computeResults(entries, marks, { round: 3, normalised: false, viewsWeight: 0.2 });
    expect(juryLed[0].submissionId).toBe('crafted');
  });

  it('ranks entries nobody has marked yet last', () => {
    const results = computeResults(
      [
        { submissionId: 'unmarked', views: 9_999, submittedAt: SUBMITTED },
        { submissionId: 'marked', views: 1, submittedAt: SUBMITTED },
      ],
      [mark('marked', 'j1', 1, 1, 1)],
      { round: 3, normalised: false, viewsWeight: 0.5 },
    );
    expect(results.map((r) => [r.submissionId, r.rank, r.finalScore])).toEqual([
      ['marked', 1, expect.any(Number)],
      ['unmarked', 2, null],
    ]);
  });

  it('gives Round 4, where views do not count, no views score', () => {
    const [result] = computeResults(
      [{ submissionId: 'a', views: 5_000, submittedAt: SUBMITTED }],
      [mark('a', 'j1', 7, 7, 7)],
      { round: 4, normalised: false, viewsWeight: 0.5 },
    );
    expect(result).toMatchObject({ views: 5_000, viewsScore: null, finalScore: 7 });
  });

  it('breaks a tie in the final by the creativity mark, then by the earlier entry, and says which decided', () => {
    const at = (minutes: number) => new Date(SUBMITTED.getTime() + minutes * 60_000);
    const results = computeResults(
      [
        { submissionId: 'a-later', views: 9_000, submittedAt: at(30) },
        { submissionId: 'b-earlier', views: 10, submittedAt: at(10) },
        { submissionId: 'c-creative', views: 0, submittedAt: at(50) },
        { submissionId: 'd-alone', views: 0, submittedAt: at(0) },
      ],
      [
        // 7 × 0.4 + 7 × 0.3 + 7 × 0.3 = 7 and 8 × 0.4 + 6 × 0.3 + 6.67 × 0.3 ≈ 7.0: equal final scores.
        mark('a-later', 'j1', 7, 7, 7),
        mark('b-earlier', 'j1', 7, 7, 7),
        mark('c-creative', 'j1', 7.75, 7, 6),
        mark('d-alone', 'j1', 1, 1, 1),
      ],
      { round: 4, normalised: false, viewsWeight: 0 },
    );
    expect(results.map((r) => [r.submissionId, r.finalScore, r.tieBreak])).toEqual([
      ['c-creative', 7, 'creativity'],
      ['b-earlier', 7, 'earlier_entry'],
      ['a-later', 7, 'earlier_entry'],
      ['d-alone', 1, null],
    ]);
  });
});
