import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { Job } from 'bullmq';
import { JOB_QUEUE } from './jobs';
import { ON_JOB } from './on-job.decorator';

export type JobHandler = (data: unknown, job: Job) => Promise<unknown>;

/** The job names the worker must handle, with their queues; overridable in tests. */
export const JOB_DEFINITIONS = Symbol('job-definitions');
export const defaultJobDefinitions = (): Record<string, string> => ({ ...JOB_QUEUE });

export class JobRegistrationError extends Error {}

/** Finds every @OnJob method at start-up and insists on exactly one handler per known job. */
@Injectable()
export class JobRegistry implements OnModuleInit {
  private readonly handlers = new Map<string, JobHandler>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    @Inject(JOB_DEFINITIONS) readonly definitions: Record<string, string>,
  ) {}

  onModuleInit(): void {
    const found = new Map<string, string[]>();
    const bound = new Map<string, JobHandler>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const name = this.reflector.get<string | undefined>(ON_JOB, instance[method] as () => unknown);
        if (!name) continue;
        found.set(name, [...(found.get(name) ?? []), `${instance.constructor.name}.${method}`]);
        bound.set(name, (instance[method] as JobHandler).bind(instance));
      }
    }
    const problems: string[] = [];
    for (const name of Object.keys(this.definitions)) {
      const places = found.get(name) ?? [];
      if (places.length === 0) problems.push(`job "${name}" has no handler`);
      if (places.length > 1) problems.push(`job "${name}" has ${places.length} handlers: ${places.join(', ')}`);
    }
    for (const name of found.keys()) {
      if (!(name in this.definitions)) problems.push(`handler for unknown job "${name}"`);
    }
    if (problems.length) throw new JobRegistrationError(`Job registration failed: ${problems.join('; ')}`);
    for (const [name, handler] of bound) this.handlers.set(name, handler);
  }

  handler(name: string): JobHandler {
    const handler = this.handlers.get(name);
    if (!handler) throw new JobRegistrationError(`no handler for job "${name}"`);
    return handler;
  }

  queues(): string[] {
    return [...new Set(Object.values(this.definitions))];
  }
}
