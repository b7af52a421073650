import { Global, Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SmsBudgetAlerts } from '../auth/sms-budget-alerts';
import { NotificationOutboxService } from './notification-outbox.service';
import { NotificationsModule } from './notifications.module';

/** The SMS budget's alert as an e-mail to every enabled admin account (the outbox's organisers' alert). */
@Injectable()
class SmsBudgetAlertsByEmail extends SmsBudgetAlerts {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: NotificationOutboxService,
  ) {
    super();
  }

  async runningHot(sent: number, budget: number, hour: number): Promise<void> {
    await this.outbox.smsBudgetRunningHot(this.dataSource.manager, sent, budget, hour);
  }
}

/**
 * Alerts other domains raise for organisers, bound here so those domains declare what they need (an abstract
 * class of their own) without importing notifications. Global: AuthModule, global itself, injects them.
 */
@Global()
@Module({
  imports: [NotificationsModule],
  providers: [{ provide: SmsBudgetAlerts, useClass: SmsBudgetAlertsByEmail }],
  exports: [SmsBudgetAlerts],
})
export class OrganiserAlertsModule {}
