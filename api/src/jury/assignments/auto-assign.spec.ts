import { planAssignments } from './auto-assign';

const entries = (n: number) => Array.from({ length: n }, (_, i) => `e${i + 1}`);
const jurors = (n: number) => Array.from({ length: n }, (_, i) => `j${i + 1}`);

function loads(plan: ReturnType<typeof planAssignments>, jurorIds: string[]) {
  return jurorIds.map((juror) => plan.assignments.filter((a) => a.jurorId === juror).length);
}

describe('automatic jury assignment', () => {
  it('gives every entry N different jurors and spreads the work evenly', () => {
    const plan = planAssignments({
      entries: entries(100),
      jurors: jurors(7),
      existing: [],
      conflicts: [],
      jurorsPerEntry: 3,
    });
    expect(plan.assignments).toHaveLength(300);
    expect(plan.shortfalls).toEqual([]);
    for (const entry of entries(100)) {
      const onEntry = plan.assignments.filter((a) => a.submissionId === entry).map((a) => a.jurorId);
      expect(new Set(onEntry).size).toBe(3);
    }
    const perJuror = loads(plan, jurors(7));
    expect(Math.max(...perJuror) - Math.min(...perJuror)).toBeLessThanOrEqual(1);
  });

  it('never picks a juror who declared a conflict with the entry', () => {
    const conflicts = [
      { submissionId: 'e1', jurorId: 'j1' },
      { submissionId: 'e1', jurorId: 'j2' },
      { submissionId: 'e2', jurorId: 'j3' },
    ];
    const plan = planAssignments({
      entries: entries(4),
      jurors: jurors(4),
      existing: [],
      conflicts,
      jurorsPerEntry: 2,
    });
    for (const conflict of conflicts) expect(plan.assignments).not.toContainEqual(conflict);
    expect(
      plan.assignments
        .filter((a) => a.submissionId === 'e1')
        .map((a) => a.jurorId)
        .sort(),
    ).toEqual(['j3', 'j4']);
    const perJuror = loads(plan, jurors(4));
    expect(Math.max(...perJuror) - Math.min(...perJuror)).toBeLessThanOrEqual(1);
  });

  it('tops up only what is missing, replacing a juror who abstained, and counts existing work as load', () => {
    const existing = [
      { submissionId: 'e1', jurorId: 'j1', conflict: false },
      { submissionId: 'e1', jurorId: 'j2', conflict: true }, // abstained: e1 still needs a second juror
      { submissionId: 'e2', jurorId: 'j1', conflict: false },
      { submissionId: 'e2', jurorId: 'j3', conflict: false },
    ];
    const plan = planAssignments({
      entries: entries(3),
      jurors: jurors(4),
      existing,
      conflicts: [{ submissionId: 'e1', jurorId: 'j2' }],
      jurorsPerEntry: 2,
    });
    expect(plan.assignments.filter((a) => a.submissionId === 'e2')).toEqual([]);
    const e1 = plan.assignments.filter((a) => a.submissionId === 'e1').map((a) => a.jurorId);
    expect(e1).toHaveLength(1);
    expect(['j3', 'j4']).toContain(e1[0]);
    // j1 already carries two entries, so e3 goes to the others.
    expect(plan.assignments.filter((a) => a.submissionId === 'e3').map((a) => a.jurorId)).not.toContain('j1');
  });

  it('reports the entries it cannot fully staff', () => {
    const plan = planAssignments({
      entries: ['e1'],
      jurors: jurors(2),
      existing: [],
      conflicts: [{ submissionId: 'e1', jurorId: 'j1' }],
      jurorsPerEntry: 2,
    });
    expect(plan.assignments).toEqual([{ submissionId: 'e1', jurorId: 'j2' }]);
    expect(plan.shortfalls).toEqual([{ submissionId: 'e1', missing: 1 }]);
  });
});
