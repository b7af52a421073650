/**
 * How organisers hear that the hour's SMS budget runs hot. notifications implements it (bound in
 * OrganiserAlertsModule), so auth does not import notifications, which imports the console's auth.
 */
export abstract class SmsBudgetAlerts {
  /** Called once per clock hour (`hour` in epoch hours) when `sent` of `budget` SMS are spent. */
  abstract runningHot(sent: number, budget: number, hour: number): Promise<void>;
}
