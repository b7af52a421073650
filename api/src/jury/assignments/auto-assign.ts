export interface ExistingAssignment {
  submissionId: string;
  jurorId: string;
  /** The juror abstained on it (declared a conflict of interest). */
  conflict: boolean;
}

export interface AssignmentPlanInput {
  /** Entries of the round to staff. */
  entries: string[];
  /** Jurors who may take work (enabled jury accounts). */
  jurors: string[];
  /** The round's assignments so far. */
  existing: ExistingAssignment[];
  /** Every (entry, juror) pair with a declared conflict, in any round. */
  conflicts: Array<{ submissionId: string; jurorId: string }>;
  jurorsPerEntry: number;
}

export interface AssignmentPlan {
  assignments: Array<{ submissionId: string; jurorId: string }>;
  /** Entries that could not get enough jurors (too few jurors without a conflict). */
  shortfalls: Array<{ submissionId: string; missing: number }>;
}

/**
 * Tops every entry up to `jurorsPerEntry` jurors who will actually mark it (abstentions do not count),
 * never picking a juror already on the entry or one who declared a conflict with it. Each pick goes to
 * the least-loaded eligible juror, and the most constrained entries are staffed first, so loads stay
 * within one of each other wherever conflicts allow. Deterministic: the same input gives the same plan.
 */
export function planAssignments(input: AssignmentPlanInput): AssignmentPlan {
  const key = (submissionId: string, jurorId: string) => `${submissionId}\u0000${jurorId}`;
  const taken = new Set(input.existing.map((a) => key(a.submissionId, a.jurorId)));
  const blocked = new Set(input.conflicts.map((c) => key(c.submissionId, c.jurorId)));
  const load = new Map(input.jurors.map((juror) => [juror, 0]));
  const covered = new Map<string, number>();
  for (const assignment of input.existing) {
    if (assignment.conflict) continue;
    if (load.has(assignment.jurorId)) load.set(assignment.jurorId, load.get(assignment.jurorId)! + 1);
    covered.set(assignment.submissionId, (covered.get(assignment.submissionId) ?? 0) + 1);
  }
  const order = new Map(input.jurors.map((juror, index) => [juror, index]));
  const eligible = (entry: string) =>
    input.jurors.filter((juror) => !taken.has(key(entry, juror)) && !blocked.has(key(entry, juror)));

  const needing = input.entries
    .map((entry, index) => ({ entry, index, need: input.jurorsPerEntry - (covered.get(entry) ?? 0) }))
    .filter((item) => item.need > 0)
    .sort((a, b) => eligible(a.entry).length - eligible(b.entry).length || a.index - b.index);

  const plan: AssignmentPlan = { assignments: [], shortfalls: [] };
  for (const { entry, need } of needing) {
    const picks = eligible(entry)
      .sort((a, b) => load.get(a)! - load.get(b)! || order.get(a)! - order.get(b)!)
      .slice(0, need);
    for (const juror of picks) {
      plan.assignments.push({ submissionId: entry, jurorId: juror });
      load.set(juror, load.get(juror)! + 1);
    }
    if (picks.length < need) plan.shortfalls.push({ submissionId: entry, missing: need - picks.length });
  }
  return plan;
}
