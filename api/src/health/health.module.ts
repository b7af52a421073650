import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthRepository } from './health.repository';
import { HealthService } from './health.service';

@Global()
@Module({ controllers: [HealthController], providers: [HealthService, HealthRepository], exports: [HealthService] })
export class HealthModule {}
