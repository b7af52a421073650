import { SetMetadata } from '@nestjs/common';

export const ON_JOB = Symbol('on-job');

/** Marks a service method as the handler of a job; it receives the job's data and the BullMQ job. */
export const OnJob = (name: string): MethodDecorator => SetMetadata(ON_JOB, name);
