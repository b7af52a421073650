import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { formatIstDate } from '../contest/round-schedule';
import { NotificationOutboxService } from '../notifications/notification-outbox.service';
import { countdownText, daysUntil, grievanceRef, TOPIC_LABELS } from './grievances.service';
import { DueGrievance, GrievancesRepository, ReminderStage } from './grievances.repository';

/**
 * Before an unanswered grievance goes overdue: its assignee is reminded GRIEVANCE_REMINDER_DAYS ahead, every
 * admin alerted GRIEVANCE_ALERT_DAYS ahead and again once it is overdue. Each goes once per grievance, however
 * often and on however many workers the job runs: the outbox keys name the grievance and the stage (and, for a
 * reminder, the assignee, so a new assignee is reminded afresh), and a key already written writes nothing.
 */
@Injectable()
export class GrievanceRemindersService {
  constructor(
    private readonly repository: GrievancesRepository,
    private readonly outbox: NotificationOutboxService,
    private readonly config: AppConfig,
  ) {}

  /** Writes the due reminders and alerts; answers how many grievances someone was newly told about. */
  async run(now = new Date()): Promise<number> {
    const { reminderDays, alertDays } = this.config.grievances;
    const stages: Array<[ReminderStage, number]> = [
      ['overdue_alert', 0],
      ['due_alert', alertDays],
      ['reminder', reminderDays],
    ];
    let written = 0;
    for (const [stage, leadDays] of stages) {
      written += await this.repository.transaction(async (manager) => {
        let told = 0;
        for (const grievance of await this.repository.dueFor(manager, stage, leadDays)) {
          const params = paramsOf(grievance, now);
          // A reminder's grievance has an assignee (dueFor asks for one).
          const inserted =
            stage === 'reminder'
              ? await this.outbox.grievanceReminder(manager, grievance.id, grievance.assigneeId as string, params)
              : await this.outbox.grievanceDueAlert(manager, grievance.id, stage, params);
          if (inserted > 0) told += 1;
        }
        return told;
      });
    }
    return written;
  }
}

function paramsOf(grievance: DueGrievance, now: Date) {
  return {
    grievanceRef: grievanceRef(grievance.id),
    topicLabel: TOPIC_LABELS[grievance.topic],
    dueDate: formatIstDate(new Date(grievance.dueAt)),
    daysLeft: countdownText(daysUntil(grievance.dueAt, now)),
  };
}
