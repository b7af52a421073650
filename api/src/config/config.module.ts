import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config';

/** Which process this is: the HTTP API or the queue worker (the same modules, two entry points). */
export type ProcessRole = 'api' | 'worker';
/** Injection token of the ProcessRole. */
export const PROCESS_ROLE = 'PROCESS_ROLE';

/**
 * Makes the configuration and the process's role injectable everywhere. The entry point parses the
 * environment once (AppConfig.fromEnvironment, which stops the process naming every bad variable) and
 * hands the result in; no module reads process.env for either.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig, role: ProcessRole): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: AppConfig, useValue: config },
        { provide: PROCESS_ROLE, useValue: role },
      ],
      exports: [AppConfig, PROCESS_ROLE],
    };
  }

  /** Parses the environment now: for tests and scripts that build modules after setting it. */
  static fromEnvironment(role: ProcessRole): DynamicModule {
    return ConfigModule.forRoot(AppConfig.fromEnvironment(), role);
  }
}
