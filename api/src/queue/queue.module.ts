import { Global, Module } from '@nestjs/common';
import { QueueService } from './queue.service';

/** Producers: any module may enqueue jobs through QueueService. */
@Global()
@Module({ providers: [QueueService], exports: [QueueService] })
export class QueueModule {}
